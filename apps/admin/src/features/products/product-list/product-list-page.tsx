import { Alert, List, Stack } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/permissions/index.js';
import { DataTable, useListParams } from '../../../shared/ui/data-table/index.js';
import { ListPageHeader } from '../../../shared/ui/list-page-header.js';
import { LoadFailed } from '../../../shared/ui/load-failed.js';
import { SortableSearch, SortableTableBody } from '../../../shared/ui/sortable/index.js';
import { useProducts } from '../api.js';
import { addProductUrl } from '../urls.js';
import { useProductColumns } from './use-product-columns.js';
import { useProductDeletes } from './use-product-deletes.js';
import { useProductReorder } from './use-product-reorder.js';

const filterNames = ['query'] as const;

/** `/products`: search, pages, positions by drag and drop, delete one or several. */
export default function ProductListPage() {
  const { t } = useTranslation('products');
  const can = useCan();
  const { page, filters, setPage, setFilter } = useListParams(filterNames);
  const params = { page, limit: DEFAULT_PAGE_SIZE, query: filters.query };
  const products = useProducts(params);
  const rows = products.data?.data;
  const deletes = useProductDeletes(rows);
  const canUpdate = can({ policy: 'products', action: 'update' });
  // Positions are the whole catalogue's order: a filtered list cannot say where a row goes.
  const reorderable = canUpdate && !filters.query;
  const reorder = useProductReorder(params, products.data);
  const columns = useProductColumns({ reorderable: canUpdate, onDelete: deletes.askDelete });

  return (
    <Stack gap="md">
      <ListPageHeader
        title={t('title')}
        create={{
          label: t('createButton'),
          to: addProductUrl(),
          requires: { policy: 'products', action: 'create' },
        }}
      />
      <SortableSearch
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        value={filters.query}
        onCommit={(value) => setFilter('query', value)}
        searchingHint={t('reorder.searching')}
        canReorder={canUpdate}
      />
      {deletes.failures.length > 0 && (
        <Alert color="orange" withCloseButton onClose={deletes.clearFailures} role="alert">
          <List size="sm">
            {deletes.failures.map((f) => (
              <List.Item key={f.id}>{t('notDeleted', { name: f.name, reason: f.reason })}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {products.isError && !products.data ? (
        <LoadFailed title={t('loadFailed')} error={products.error} onRetry={() => void products.refetch()} />
      ) : (
        <DataTable
          label={t('title')}
          columns={columns}
          rows={rows}
          rowKey={(product) => product.id}
          meta={products.data?.meta}
          loading={products.isFetching}
          emptyText={filters.query ? t('empty') : t('none')}
          onPageChange={setPage}
          selection={
            can({ policy: 'products', action: 'delete' })
              ? {
                  rowLabel: (product) => t('select', { name: product.name }),
                  onDeleteSelected: deletes.deleteMany,
                }
              : undefined
          }
          body={
            canUpdate
              ? (props) => (
                  <SortableTableBody
                    {...props}
                    onReorder={(keys) => void reorder(keys)}
                    disabled={!reorderable}
                    nameOf={(product) => product.name}
                  />
                )
              : undefined
          }
        />
      )}
      {deletes.dialog}
    </Stack>
  );
}
