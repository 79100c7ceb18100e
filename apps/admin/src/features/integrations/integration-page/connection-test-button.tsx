import { Button } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import type { IntegrationProviderKey } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../shared/ui/toasts.js';
import { useTestConnection } from '../api.js';

/**
 * "Probar conexión" for one store's saved credentials: the provider's verdict is a toast in its
 * own words (accepted, refused, unreachable); a refused request is toasted by the mutation cache.
 */
export function ConnectionTestButton({
  provider,
  store,
}: {
  provider: IntegrationProviderKey;
  store: { id: number; name: string };
}) {
  const { t } = useTranslation();
  const test = useTestConnection();
  const run = async () => {
    const result = await test.mutateAsync({ key: provider, storeId: store.id }).catch(() => null);
    if (!result) return;
    if (result.ok) showSuccess(`${store.name}: ${result.message}`);
    else showError(`${store.name}: ${result.message}`);
  };
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconPlugConnected size={14} aria-hidden />}
      loading={test.isPending}
      aria-label={t('integrations:testFor', { store: store.name })}
      onClick={() => void run()}
    >
      {t('integrations:test')}
    </Button>
  );
}
