import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { IconLayoutGrid, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Can, useCan } from '../../../shared/permissions/index.js';
import { ConfirmDelete } from '../../../shared/ui/confirm-delete/index.js';
import { DataTable, SearchBox, useListParams } from '../../../shared/ui/data-table/index.js';
import { showSuccess, showWarning } from '../../../shared/ui/toasts.js';
import { type MenuRow, useDeleteMenu, useDeleteMenus, useMenus } from '../api.js';
import { addMenuUrl, newAddMenuUrl } from '../urls.js';
import { useMenuColumns } from './use-menu-columns.js';

const filterNames = ['query'] as const;

/** `/menu`: the tenant's menus, searched by name, deleted one by one or many at once. */
export default function MenuListPage() {
  const { t } = useTranslation('menus');
  const can = useCan();
  const { page, filters, setPage, setFilter } = useListParams(filterNames);
  const menus = useMenus({ page, query: filters.query });
  const remove = useDeleteMenu();
  const removeMany = useDeleteMenus();
  const [deleting, setDeleting] = useState<MenuRow | null>(null);
  const columns = useMenuColumns(setDeleting);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('title.list')}
        </Title>
        <Can policy="menus" action="create">
          <Group gap="sm">
            <Button
              component={Link}
              to={newAddMenuUrl()}
              variant="default"
              leftSection={<IconLayoutGrid size={16} aria-hidden />}
            >
              {t('actions.createVisual')}
            </Button>
            <Button component={Link} to={addMenuUrl()} leftSection={<IconPlus size={16} aria-hidden />}>
              {t('actions.create')}
            </Button>
          </Group>
        </Can>
      </Group>
      <SearchBox
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        value={filters.query}
        onCommit={(value) => setFilter('query', value)}
        w={360}
      />
      {menus.isError && !menus.data ? (
        <Alert color="red" title={t('listFailed')}>
          <Button variant="light" mt="sm" onClick={() => void menus.refetch()}>
            {t('common:retry')}
          </Button>
        </Alert>
      ) : (
        <DataTable
          label={t('title.list')}
          columns={columns}
          rows={menus.data?.data}
          rowKey={(menu) => menu.id}
          meta={menus.data?.meta}
          loading={menus.isFetching}
          emptyText={filters.query ? t('empty') : t('none')}
          onPageChange={setPage}
          selection={
            can({ policy: 'menus', action: 'delete' })
              ? {
                  rowLabel: (menu) => t('select', { name: menu.name }),
                  onDeleteSelected: async (keys) => {
                    const failures = await removeMany(keys.map(Number));
                    const done = keys.length - failures.length;
                    if (done > 0) showSuccess(t('deletedMany', { count: done }));
                    if (failures.length > 0) showWarning(failures.join(' · '));
                  },
                }
              : undefined
          }
        />
      )}
      <ConfirmDelete
        opened={deleting !== null}
        subject={t('deleteSubject', { name: deleting?.name ?? '' })}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            showSuccess(t('deleted'));
          } catch {
            // The API's reason (the stores still given the menu) is already in a toast.
          }
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
