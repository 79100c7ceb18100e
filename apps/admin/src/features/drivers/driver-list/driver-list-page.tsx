import { Badge, Button, Group, Menu, Select, Stack, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { DEFAULT_PAGE_SIZE, type DriverStatus, driverStatuses } from '@tablero/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/permissions/index.js';
import { ConfirmDelete } from '../../../shared/ui/confirm-delete/index.js';
import {
  type DataTableColumn,
  QueriedDataTable,
  RowActionsMenu,
  SearchBox,
  useListParams,
} from '../../../shared/ui/data-table/index.js';
import { showSuccess } from '../../../shared/ui/toasts.js';
import { useStoreOptions } from '../../stores/api.js';
import { type Driver, useDeleteDriver, useDrivers } from '../api.js';

// The form's inputs come with the first add or edit.
const DriverFormModal = lazy(() => import('./driver-form-modal.js'));

const filterNames = ['query', 'storeId', 'status'] as const;
const positive = (value: string) => (Number(value) > 0 ? Number(value) : undefined);

/** `/drivers`: each store's drivers, whether they are in the store or out, added and changed in a dialog. */
export default function DriverListPage() {
  const { t } = useTranslation('drivers');
  const can = useCan();
  const { page, filters, setPage, setFilter } = useListParams(filterNames);
  const status = (driverStatuses as readonly string[]).includes(filters.status)
    ? (filters.status as DriverStatus)
    : undefined;
  const drivers = useDrivers({
    page,
    limit: DEFAULT_PAGE_SIZE,
    query: filters.query || undefined,
    storeId: positive(filters.storeId),
    status,
  });
  const stores = useStoreOptions(can({ policy: 'stores', action: 'show' }));
  const storeList = stores.data?.data ?? [];
  const remove = useDeleteDriver();
  const [editing, setEditing] = useState<Driver | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Driver | null>(null);
  const filtered = Object.values(filters).some(Boolean);

  const columns: DataTableColumn<Driver>[] = [
    { key: 'name', header: t('columns.name'), render: (d) => d.name },
    { key: 'kind', header: t('columns.kind'), render: (d) => t(`kinds.${d.kind}`) },
    {
      key: 'capacity',
      header: t('columns.capacity'),
      render: (d) => t('capacity', { count: d.maxCapacity }),
    },
    { key: 'store', header: t('columns.store'), render: (d) => d.storeName },
    {
      key: 'status',
      header: t('columns.status'),
      width: 140,
      render: (d) => (
        <Badge
          color={d.status === 'in_store' ? 'green' : 'blue'}
          variant="light"
          style={{ minWidth: 'max-content' }}
        >
          {t(`statuses.${d.status}`)}
        </Badge>
      ),
    },
    { key: 'inHand', header: t('columns.inHand'), render: (d) => d.ordersInHand },
    {
      key: 'actions',
      header: '',
      width: 48,
      render: (d) =>
        can({ policy: 'drivers', action: 'update' }) || can({ policy: 'drivers', action: 'delete' }) ? (
          <RowActionsMenu label={t('actions.menu', { name: d.name })}>
            {can({ policy: 'drivers', action: 'update' }) && (
              <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(d)}>
                {t('actions.edit')}
              </Menu.Item>
            )}
            {can({ policy: 'drivers', action: 'delete' }) && (
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setDeleting(d)}
              >
                {t('actions.delete')}
              </Menu.Item>
            )}
          </RowActionsMenu>
        ) : null,
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        {can({ policy: 'drivers', action: 'create' }) && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            {t('add')}
          </Button>
        )}
      </Group>
      <Group gap="sm" align="flex-end">
        <SearchBox
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={filters.query}
          onCommit={(value) => setFilter('query', value)}
        />
        {storeList.length > 0 && (
          <Select
            label={t('filters.store')}
            placeholder={t('filters.anyStore')}
            data={storeList.map((s) => ({ value: String(s.id), label: s.name }))}
            value={filters.storeId || null}
            onChange={(value) => setFilter('storeId', value ?? '')}
            clearable
            searchable
            w={240}
          />
        )}
        <Select
          label={t('filters.status')}
          placeholder={t('filters.anyStatus')}
          data={driverStatuses.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          value={status ?? null}
          onChange={(value) => setFilter('status', value ?? '')}
          clearable
          w={180}
        />
      </Group>
      <QueriedDataTable
        query={drivers}
        loadFailedTitle={t('loadFailed')}
        label={t('title')}
        columns={columns}
        rowKey={(d) => d.id}
        emptyText={filtered ? t('empty') : t('none')}
        onPageChange={setPage}
      />
      {editing !== undefined && (
        <Suspense fallback={null}>
          <DriverFormModal driver={editing} stores={storeList} onClose={() => setEditing(undefined)} />
        </Suspense>
      )}
      <ConfirmDelete
        opened={deleting !== null}
        subject={t('deleteSubject', { name: deleting?.name ?? '' })}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting);
          showSuccess(t('deleted'));
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
