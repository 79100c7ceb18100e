import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../shared/ui/load-failed.js';
import { type Settings, useSettings } from '../api.js';

/** The tenant's settings once loaded (a loader meanwhile, the reason and a retry if they fail). */
export function SettingsLoader({ children }: { children(settings: Settings): ReactNode }) {
  const { t } = useTranslation('settings');
  const settings = useSettings();
  if (settings.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  if (settings.isError)
    return (
      <LoadFailed title={t('loadFailed')} error={settings.error} onRetry={() => void settings.refetch()} />
    );
  return children(settings.data);
}
