import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../shared/ui/data-table/index.js';
import type { StoreRow } from '../api.js';

export function useStoreColumns(): DataTableColumn<StoreRow>[] {
  const { t } = useTranslation();
  return [
    { key: 'id', header: t('stores:columns.id'), width: 80, render: (store) => store.id },
    {
      key: 'name',
      header: t('stores:columns.name'),
      render: (store) => (
        <Text size="sm" fw={500}>
          {store.name}
        </Text>
      ),
    },
  ];
}
