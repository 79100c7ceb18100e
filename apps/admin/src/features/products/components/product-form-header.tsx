import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { productsUrl } from '../urls.js';

export function ProductFormHeader({ title }: { title: string }) {
  const { t } = useTranslation('products');
  return (
    <Stack gap={4}>
      <Anchor component={Link} to={productsUrl()} size="sm">
        ← {t('form.back')}
      </Anchor>
      <Title order={1} size="h2">
        {title}
      </Title>
    </Stack>
  );
}
