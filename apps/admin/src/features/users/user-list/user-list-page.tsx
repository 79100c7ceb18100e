import { Group, Select, Stack } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@tablero/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/permissions/index.js';
import { useConfirmedDelete } from '../../../shared/ui/confirm-delete/index.js';
import { QueriedDataTable, SearchBox, useListParams } from '../../../shared/ui/data-table/index.js';
import { ListPageHeader } from '../../../shared/ui/list-page-header.js';
import { useRoleOptions } from '../../roles/api.js';
import { useStoreOptions } from '../../stores/api.js';
import { type AdminUser, useDeleteUser, useUsers } from '../api.js';
import { addUserUrl } from '../urls.js';
import { useUserColumns } from './use-user-columns.js';

const filterNames = ['query', 'roleId', 'storeId'] as const;
/** A filter of the address as an id, or undefined when it is not one. */
const idOf = (value: string) => (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

/** `/users`: the tenant's users, searched by name or email, 25 a page; delete asks first. */
export default function UserListPage() {
  const { t } = useTranslation('users');
  const can = useCan();
  const { page, filters, setPage, setFilter } = useListParams(filterNames);
  const users = useUsers({
    page,
    limit: DEFAULT_PAGE_SIZE,
    query: filters.query || undefined,
    roleId: idOf(filters.roleId),
    storeId: idOf(filters.storeId),
  });
  const stores = useStoreOptions(can({ policy: 'stores', action: 'show' }));
  const roles = useRoleOptions(can({ policy: 'roles', action: 'show' }));
  const filtered = Boolean(filters.query || filters.roleId || filters.storeId);
  const storeNames = useMemo(
    () => new Map((stores.data?.data ?? []).map((store) => [store.id, store.name])),
    [stores.data],
  );
  const remove = useDeleteUser();
  const deletes = useConfirmedDelete<AdminUser>({
    subject: (user) => t('deleteSubject', { name: user.name }),
    remove,
    deleted: t('deleted'),
    notDeleted: t('notDeleted'),
  });
  const columns = useUserColumns(storeNames, deletes.askDelete);

  return (
    <Stack gap="md">
      <ListPageHeader
        title={t('title')}
        create={{ label: t('add'), to: addUserUrl(), requires: { policy: 'admin_users', action: 'create' } }}
      />
      <Group gap="sm" align="flex-end">
        <SearchBox
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={filters.query}
          onCommit={(value) => setFilter('query', value)}
        />
        <Select
          label={t('filters.role')}
          placeholder={t('filters.anyRole')}
          data={(roles.data ?? []).map((role) => ({ value: String(role.id), label: role.name }))}
          value={filters.roleId || null}
          onChange={(value) => setFilter('roleId', value ?? '')}
          clearable
          searchable
          w={220}
        />
        <Select
          label={t('filters.store')}
          placeholder={t('filters.anyStore')}
          data={(stores.data?.data ?? []).map((store) => ({ value: String(store.id), label: store.name }))}
          value={filters.storeId || null}
          onChange={(value) => setFilter('storeId', value ?? '')}
          clearable
          searchable
          w={260}
        />
      </Group>
      <QueriedDataTable
        query={users}
        loadFailedTitle={t('loadFailed')}
        label={t('title')}
        columns={columns}
        rowKey={(user) => user.id}
        emptyText={filtered ? t('empty') : t('none')}
        onPageChange={setPage}
      />
      {deletes.dialog}
    </Stack>
  );
}
