import { Stack } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '../../../shared/ui/confirm-delete/index.js';
import { DataTable, SearchBox, useListParams } from '../../../shared/ui/data-table/index.js';
import { ListPageHeader } from '../../../shared/ui/list-page-header.js';
import { LoadFailed } from '../../../shared/ui/load-failed.js';
import { type Role, useDeleteRole, useRoles } from '../api.js';
import { addRoleUrl } from '../urls.js';
import { useRoleColumns } from './use-role-columns.js';

const filterNames = ['query'] as const;

/** `/roles`: the tenant's roles by name, searched, a page of 25 at a time; delete asks first. */
export default function RoleListPage() {
  const { t } = useTranslation('roles');
  const remove = useDeleteRole();
  const { page, filters, setPage, setFilter } = useListParams(filterNames);
  const roles = useRoles({ page, limit: DEFAULT_PAGE_SIZE, query: filters.query || undefined });
  const deletes = useConfirmedDelete<Role>({
    subject: (role) =>
      role.usersCount > 0
        ? t('deleteSubjectHeld', { name: role.name, count: role.usersCount })
        : t('deleteSubject', { name: role.name }),
    remove,
    deleted: t('deleted'),
    notDeleted: t('notDeleted'),
  });
  const columns = useRoleColumns(deletes.askDelete);

  return (
    <Stack gap="md">
      <ListPageHeader
        title={t('title')}
        create={{ label: t('add'), to: addRoleUrl(), requires: { policy: 'roles', action: 'create' } }}
      />
      <SearchBox
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        value={filters.query}
        onCommit={(value) => setFilter('query', value)}
      />
      {roles.isError && !roles.data ? (
        <LoadFailed title={t('loadFailed')} error={roles.error} onRetry={() => void roles.refetch()} />
      ) : (
        <DataTable
          label={t('title')}
          columns={columns}
          rows={roles.data?.data}
          rowKey={(role) => role.id}
          meta={roles.data?.meta}
          loading={roles.isFetching}
          emptyText={filters.query ? t('empty') : t('none')}
          onPageChange={setPage}
        />
      )}
      {deletes.dialog}
    </Stack>
  );
}
