import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { hasConnectionTest, type IntegrationProviderKey, integrationProviders } from '@tablero/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../shared/format/index.js';
import { useCan } from '../../../shared/permissions/index.js';
import { DataTable, type DataTableColumn } from '../../../shared/ui/data-table/index.js';
import { type StoreCredentials, useStoreCredentials } from '../api.js';
import { ConnectionTestButton } from './connection-test-button.js';
import { CredentialsDialog } from './credentials-dialog.js';

/** One provider: which stores are configured, and the form to configure or change one. */
export function ProviderPanel({ provider }: { provider: IntegrationProviderKey }) {
  const { t } = useTranslation();
  const can = useCan();
  const dateTime = useDateTime();
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<{ editing: StoreCredentials | null } | null>(null);
  const stores = useStoreCredentials(provider, page);
  const { label, fields } = integrationProviders[provider];
  const canUpdate = can({ policy: 'auth_credentials', action: 'update' });
  const testable = hasConnectionTest(provider);
  const unconfigured = (stores.data?.data ?? []).filter((store) => !store.configured);

  const columns: DataTableColumn<StoreCredentials>[] = [
    { key: 'store', header: t('integrations:columns.store'), render: (store) => store.name },
    {
      key: 'state',
      header: t('integrations:columns.state'),
      render: (store) => (
        <Badge color={store.configured ? 'green' : 'gray'} variant="light">
          {store.configured ? t('integrations:configured') : t('integrations:notConfigured')}
        </Badge>
      ),
    },
    {
      key: 'updated',
      header: t('integrations:columns.updated'),
      render: (store) => (store.updatedAt ? dateTime(store.updatedAt) : '—'),
    },
    {
      key: 'actions',
      header: t('integrations:columns.actions'),
      render: (store) =>
        canUpdate && (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="light" onClick={() => setDialog({ editing: store })}>
              {store.configured ? t('integrations:edit') : t('integrations:configure')}
            </Button>
            {store.configured && testable && <ConnectionTestButton provider={provider} store={store} />}
          </Group>
        ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm">
          {t('integrations:intro', { provider: label })}{' '}
          {testable ? t('integrations:testIntro') : t('integrations:noTestIntro')}
        </Text>
        {canUpdate && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setDialog({ editing: null })}
          >
            {t('integrations:new')}
          </Button>
        )}
      </Group>
      <DataTable
        label={t('integrations:tableLabel', { provider: label })}
        columns={columns}
        rows={stores.data?.data}
        rowKey={(store) => store.id}
        meta={stores.data?.meta}
        loading={stores.isFetching}
        emptyText={t('integrations:noStores')}
        onPageChange={setPage}
      />
      {dialog && (
        <CredentialsDialog
          provider={provider}
          providerLabel={label}
          fields={fields}
          editing={dialog.editing}
          choices={unconfigured}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
