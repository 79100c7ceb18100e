import { Button, Stack, Text } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { productsUrl } from '../urls.js';

export function ProductNotFound() {
  const { t } = useTranslation('products');
  return (
    <Stack align="center" gap="sm" py="xl" role="status">
      <IconSearchOff size={48} stroke={1.4} aria-hidden color="var(--mantine-color-dimmed)" />
      <Text>{t('form.notFound')}</Text>
      <Button component={Link} to={productsUrl()} variant="light">
        {t('form.back')}
      </Button>
    </Stack>
  );
}
