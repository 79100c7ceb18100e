import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../shared/ui/data-table/index.js';
import type { StoreRow } from '../api.js';
import { storeAddress } from './store-address.js';
import { StoreRowActions, type StoreRowHandlers } from './store-row-actions.js';
import { StoreStateBadge } from './store-state-badge.js';

/** Spec part 1 §2: store, address, menu, state, then the row's actions. */
export function useStoreColumns(handlers: StoreRowHandlers): DataTableColumn<StoreRow>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'name',
      header: t('stores:columns.name'),
      render: (store) => (
        <Text size="sm" fw={500}>
          {store.name}
        </Text>
      ),
    },
    {
      key: 'address',
      header: t('stores:columns.address'),
      render: (store) => <Text size="sm">{storeAddress(store)}</Text>,
    },
    {
      key: 'menu',
      header: t('stores:columns.menu'),
      width: 110,
      render: (store) =>
        store.menuName === null ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('stores:noMenu')}
          </Text>
        ) : (
          store.menuName
        ),
    },
    {
      key: 'state',
      header: t('stores:columns.state'),
      width: 120,
      render: (store) => <StoreStateBadge store={store} />,
    },
    {
      key: 'actions',
      header: t('stores:columns.actions'),
      width: 72,
      render: (store) => <StoreRowActions store={store} handlers={handlers} />,
    },
  ];
}
