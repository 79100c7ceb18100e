import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SettingsLoader } from '../settings-form/settings-loader.js';
import { GeneralSettingsForm } from './general-settings-form.js';

/** `/general-settings`: how the storefront takes orders, its texts, analytics and loyalty program. */
export default function GeneralSettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('general.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('general.subtitle')}
        </Text>
      </Stack>
      <SettingsLoader>{(settings) => <GeneralSettingsForm settings={settings} />}</SettingsLoader>
    </Stack>
  );
}
