import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../shared/ui/data-table/index.js';
import { storesUrl } from '../../stores/urls.js';
import type { MenuRow } from '../api.js';
import { editMenuUrl } from '../urls.js';
import { MenuRowActions } from './menu-row-actions.js';

/** Name, how many price groups, how many stores are given the menu, then the row's actions. */
export function useMenuColumns(onDelete: (menu: MenuRow) => void): DataTableColumn<MenuRow>[] {
  const { t } = useTranslation('menus');
  return [
    {
      key: 'name',
      header: t('columns.name'),
      render: (menu) => (
        <Anchor component={Link} to={editMenuUrl(menu.id)} size="sm" fw={500}>
          {menu.name}
        </Anchor>
      ),
    },
    {
      key: 'groups',
      header: t('columns.priceGroups'),
      width: 180,
      render: (menu) => <Text size="sm">{menu.priceGroupsCount}</Text>,
    },
    {
      key: 'stores',
      header: t('columns.stores'),
      width: 130,
      render: (menu) =>
        menu.storesCount === 0 ? (
          <Text size="sm" c="dimmed">
            {t('noStores')}
          </Text>
        ) : (
          // The stores list filtered by this menu names them.
          <Anchor component={Link} to={`${storesUrl()}?menuIds=${menu.id}`} size="sm">
            {t('storesCount', { count: menu.storesCount })}
          </Anchor>
        ),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      width: 72,
      render: (menu) => <MenuRowActions menu={menu} onDelete={onDelete} />,
    },
  ];
}
