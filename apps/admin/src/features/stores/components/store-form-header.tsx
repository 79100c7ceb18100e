import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { storesUrl } from '../urls.js';

export function StoreFormHeader({ title }: { title: string }) {
  const { t } = useTranslation('storeForm');
  return (
    <Stack gap={4}>
      <Anchor component={Link} to={storesUrl()} size="sm">
        ← {t('backToList')}
      </Anchor>
      <Title order={1} size="h2">
        {title}
      </Title>
    </Stack>
  );
}
