import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, useListParams } from '../../../shared/ui/data-table/index.js';
import { useStores } from '../api.js';
import { StoreFilters } from './store-filters.js';
import { useStoreColumns } from './use-store-columns.js';

export default function StoreListPage() {
  const { t } = useTranslation();
  const { page, filters, setPage, setFilter } = useListParams(['name']);
  const stores = useStores({ page, name: filters.name });
  const columns = useStoreColumns();

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('stores:title')}
      </Title>
      <StoreFilters name={filters.name} onNameChange={(value) => setFilter('name', value)} />
      <DataTable
        label={t('stores:title')}
        columns={columns}
        rows={stores.data?.data}
        rowKey={(store) => store.id}
        meta={stores.data?.meta}
        loading={stores.isFetching}
        emptyText={filters.name ? t('stores:empty') : undefined}
        onPageChange={setPage}
      />
    </Stack>
  );
}
