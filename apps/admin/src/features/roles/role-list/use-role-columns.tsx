import { Anchor, Menu, Text } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../shared/permissions/index.js';
import {
  type DataTableColumn,
  DescriptionCell,
  RowActionsMenu,
} from '../../../shared/ui/data-table/index.js';
import type { Role } from '../api.js';
import { RoleBadge } from '../components/role-badge.js';
import { editRoleUrl } from '../urls.js';

/** Name (as its badge), description, how many areas it opens, its stores, how many users hold it, actions. */
export function useRoleColumns(onDelete: (role: Role) => void): DataTableColumn<Role>[] {
  const { t } = useTranslation('roles');
  const can = useCan();
  const canUpdate = can({ policy: 'roles', action: 'update' });
  const canDelete = can({ policy: 'roles', action: 'delete' });

  return [
    {
      key: 'name',
      header: t('columns.name'),
      render: (role) => (
        <Anchor component={Link} to={editRoleUrl(role.id)} aria-label={role.name} underline="never">
          <RoleBadge name={role.name} />
        </Anchor>
      ),
    },
    {
      key: 'description',
      header: t('columns.description'),
      render: (role) => <DescriptionCell text={role.description} />,
    },
    {
      key: 'areas',
      header: t('columns.areas'),
      render: (role) => <Text size="sm">{t('areasCount', { count: role.policyIds.length })}</Text>,
    },
    {
      key: 'stores',
      header: t('columns.stores'),
      render: (role) => (
        <Text size="sm">
          {role.storeIds.length === 0 ? t('everyStore') : t('storesCount', { count: role.storeIds.length })}
        </Text>
      ),
    },
    {
      key: 'users',
      header: t('columns.users'),
      render: (role) => <Text size="sm">{t('usersCount', { count: role.usersCount })}</Text>,
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      width: 72,
      render: (role) => (
        <RowActionsMenu label={t('actions.menu', { name: role.name })}>
          <Menu.Item
            component={Link}
            to={editRoleUrl(role.id)}
            leftSection={canUpdate ? <IconPencil size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
          >
            {canUpdate ? t('actions.edit') : t('actions.view')}
          </Menu.Item>
          {canDelete && (
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => onDelete(role)}
            >
              {t('actions.delete')}
            </Menu.Item>
          )}
        </RowActionsMenu>
      ),
    },
  ];
}
