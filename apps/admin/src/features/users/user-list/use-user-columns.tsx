import { Anchor, Badge, Group, Menu, Stack, Text } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePhone } from '../../../shared/format/index.js';
import { useCan } from '../../../shared/permissions/index.js';
import { useSession } from '../../../shared/session/index.js';
import { type DataTableColumn, RowActionsMenu } from '../../../shared/ui/data-table/index.js';
import { RoleBadge } from '../../roles/components/role-badge.js';
import type { AdminUser } from '../api.js';
import { editUserUrl } from '../urls.js';
import { UserStoresCell } from './user-stores-cell.js';

/** Name (and super admin), email, phone, roles as the spec's badges, stores, actions. */
export function useUserColumns(
  storeNames: Map<number, string>,
  onDelete: (user: AdminUser) => void,
): DataTableColumn<AdminUser>[] {
  const { t } = useTranslation('users');
  const can = useCan();
  const phone = usePhone();
  const { user: viewer } = useSession();
  const canUpdate = can({ policy: 'admin_users', action: 'update' });
  const canDelete = can({ policy: 'admin_users', action: 'delete' });

  return [
    {
      key: 'name',
      header: t('columns.name'),
      render: (user) => (
        <Stack gap={2} align="flex-start">
          <Anchor component={Link} to={editUserUrl(user.id)} size="sm" fw={600}>
            {user.name}
          </Anchor>
          {user.superAdmin && (
            <Badge size="xs" variant="outline" color="gray" style={{ minWidth: 'max-content' }}>
              {t('superAdmin')}
            </Badge>
          )}
        </Stack>
      ),
    },
    { key: 'email', header: t('columns.email'), render: (user) => <Text size="sm">{user.email}</Text> },
    {
      key: 'phone',
      header: t('columns.phone'),
      render: (user) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {phone(user.phone)}
        </Text>
      ),
    },
    {
      key: 'roles',
      header: t('columns.roles'),
      render: (user) => (
        <Group gap={4}>
          {user.roles.map((role) => (
            <RoleBadge key={role.id} name={role.name} />
          ))}
        </Group>
      ),
    },
    {
      key: 'stores',
      header: t('columns.stores'),
      render: (user) => <UserStoresCell storeIds={user.storeIds} names={storeNames} />,
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      width: 72,
      render: (user) => (
        <RowActionsMenu label={t('actions.menu', { name: user.name })}>
          <Menu.Item
            component={Link}
            to={editUserUrl(user.id)}
            leftSection={canUpdate ? <IconPencil size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
          >
            {canUpdate ? t('actions.edit') : t('actions.view')}
          </Menu.Item>
          {canDelete && user.id !== viewer?.id && (
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => onDelete(user)}
            >
              {t('actions.delete')}
            </Menu.Item>
          )}
        </RowActionsMenu>
      ),
    },
  ];
}
