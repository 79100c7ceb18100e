import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { couponsUrl } from '../urls.js';

export function CouponFormHeader({ title }: { title: string }) {
  const { t } = useTranslation('coupons');
  return (
    <Stack gap={4}>
      <Anchor component={Link} to={couponsUrl()} size="sm">
        ← {t('form.back')}
      </Anchor>
      <Title order={1} size="h2">
        {title}
      </Title>
    </Stack>
  );
}
