import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SettingsLoader } from '../settings-form/settings-loader.js';
import { DesignSettingsForm } from './design-settings-form.js';

/** `/design-settings`: the brand as the storefront shows it, with a live preview. */
export default function DesignSettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('design.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('design.subtitle')}
        </Text>
      </Stack>
      <SettingsLoader>{(settings) => <DesignSettingsForm settings={settings} />}</SettingsLoader>
    </Stack>
  );
}
