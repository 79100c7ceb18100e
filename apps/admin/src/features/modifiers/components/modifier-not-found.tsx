import { Button, Stack, Text, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { modifiersUrl } from '../urls.js';

export function ModifierNotFound() {
  const { t } = useTranslation('modifiers');
  return (
    <Stack align="center" gap="sm" py="xl" role="status">
      <IconAdjustmentsHorizontal size={48} stroke={1.4} aria-hidden color="var(--mantine-color-dimmed)" />
      <Title order={1} size="h3">
        {t('notFound.title')}
      </Title>
      <Text c="dimmed">{t('notFound.text')}</Text>
      <Button component={Link} to={modifiersUrl()} variant="light">
        {t('notFound.back')}
      </Button>
    </Stack>
  );
}
