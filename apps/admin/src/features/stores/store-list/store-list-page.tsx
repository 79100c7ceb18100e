import { Button, Group, Stack, Title } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useTenant } from '../../../app/tenant/tenant-context.js';
import { Can, useCan } from '../../../shared/permissions/index.js';
import { useStoredEntry } from '../../../shared/storage/index.js';
import { DataTable, DataTableFooter, useListParams } from '../../../shared/ui/data-table/index.js';
import { useMenuOptions } from '../../menus/api.js';
import { useStores } from '../api.js';
import { addStoreUrl, bulkEditStoresUrl } from '../urls.js';
import { listViewEntry } from './list-view.js';
import { ListViewToggle } from './list-view-toggle.js';
import { StoreBulkActions } from './store-bulk-actions.js';
import { StoreFilters } from './store-filters.js';
import { StoreGrid } from './store-grid.js';
import { storeFilterNames, storeListParams, storeStatusFilter } from './store-list-query.js';
import { useStoreColumns } from './use-store-columns.js';
import { useStoreListActions } from './use-store-list-actions.js';

export default function StoreListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const { slug } = useTenant();
  const [view, setView] = useStoredEntry(slug, listViewEntry);
  const { page, filters, setPage, setFilter } = useListParams(storeFilterNames);
  const status = storeStatusFilter(filters.status);
  const stores = useStores(storeListParams(page, filters));
  const canSeeMenus = can({ policy: 'menus', action: 'show' });
  const menus = useMenuOptions(canSeeMenus);
  const actions = useStoreListActions();
  const columns = useStoreColumns(actions.handlers);
  const filtered = Boolean(filters.name || filters.address || status || filters.menuIds);
  const emptyText = filtered ? t('stores:empty') : t('stores:none');

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('stores:title')}
        </Title>
        <Group gap="sm">
          <Can policy="stores" action="massive_update">
            <Button
              component={Link}
              to={bulkEditStoresUrl('schedules')}
              variant="default"
              leftSection={<IconEdit size={16} aria-hidden />}
            >
              {t('stores:bulk.edit')}
            </Button>
          </Can>
          <Can policy="stores" action="create">
            <Button component={Link} to={addStoreUrl()} leftSection={<IconPlus size={16} aria-hidden />}>
              {t('stores:newStore')}
            </Button>
          </Can>
          <ListViewToggle value={view} onChange={setView} />
        </Group>
      </Group>
      <StoreFilters
        values={{ ...filters, status }}
        onChange={setFilter}
        menus={canSeeMenus ? (menus.data?.data ?? []) : null}
      />
      {view === 'grid' ? (
        <>
          <StoreGrid
            stores={stores.data?.data}
            loading={stores.isFetching}
            emptyText={emptyText}
            handlers={actions.handlers}
          />
          {stores.data && stores.data.meta.totalCount > 0 && (
            <DataTableFooter meta={stores.data.meta} onPageChange={setPage} />
          )}
        </>
      ) : (
        <DataTable
          label={t('stores:title')}
          columns={columns}
          rows={stores.data?.data}
          rowKey={(store) => store.id}
          meta={stores.data?.meta}
          loading={stores.isFetching}
          emptyText={emptyText}
          onPageChange={setPage}
          selection={
            can({ policy: 'stores', action: 'massive_update' })
              ? {
                  rowLabel: (store) => t('stores:select', { name: store.name }),
                  actions: (keys, clear) => (
                    <StoreBulkActions
                      onClose={() => actions.closeMany(keys.map(Number), clear)}
                      onOpen={() => actions.openMany(keys.map(Number), clear)}
                      onEdit={() => navigate(bulkEditStoresUrl('schedules', keys.map(Number)))}
                    />
                  ),
                }
              : undefined
          }
        />
      )}
      {actions.dialogs}
    </Stack>
  );
}
