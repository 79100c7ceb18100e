import { Button, Group, Stack, Title } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import {
  DEFAULT_PAGE_SIZE,
  orderOrigins,
  orderPlatforms,
  orderStatuses,
  paymentMethodKeys,
} from '@tablero/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Can, useCan } from '../../../shared/permissions/index.js';
import { DataTable, useListParams } from '../../../shared/ui/data-table/index.js';
import { LoadFailed } from '../../../shared/ui/load-failed.js';
import { useStoreOptions } from '../../stores/api.js';
import { type OrderListParams, useOrders } from '../api.js';
import { OrderDrawer } from '../order-detail/order-drawer.js';
import { ORDER_PARAM } from '../urls.js';
import { OrderFilters, orderFilterNames } from './order-filters.js';
import { useOrderColumns } from './use-order-columns.js';

// The export's progress dialog comes with the first export.
const OrderExportDialog = lazy(() => import('./order-export-dialog.js'));

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;
const isDate = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
const positive = (value: string) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** `/orders`: newest first, every filter in the address, an order's detail in a drawer over the list. */
export default function OrderListPage() {
  const { t } = useTranslation('orders');
  const can = useCan();
  const { page, filters, setPage, setFilter } = useListParams(orderFilterNames);
  const [searchParams, setSearchParams] = useSearchParams();
  const { search } = useLocation();
  const params: OrderListParams = {
    page,
    limit: DEFAULT_PAGE_SIZE,
    from: isDate(filters.from),
    to: isDate(filters.to),
    storeId: positive(filters.storeId),
    status: oneOf(orderStatuses, filters.status),
    dispatchMethod: oneOf(['delivery', 'pick_up'] as const, filters.dispatchMethod),
    paymentMethod: oneOf(paymentMethodKeys, filters.paymentMethod),
    platform: oneOf(orderPlatforms, filters.platform),
    origin: oneOf(orderOrigins, filters.origin),
    code: filters.code || undefined,
    customer: filters.customer || undefined,
  };
  const orders = useOrders(params);
  const canSeeStores = can({ policy: 'stores', action: 'show' });
  const stores = useStoreOptions(canSeeStores);
  const columns = useOrderColumns(search);
  const openId = positive(searchParams.get(ORDER_PARAM) ?? '') ?? null;
  const closeDetail = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ORDER_PARAM);
        return next;
      },
      { replace: true },
    );
  const clearFilters = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams();
        const open = current.get(ORDER_PARAM);
        if (open) next.set(ORDER_PARAM, open);
        return next;
      },
      { replace: true },
    );
  const filtered = Object.values(filters).some(Boolean);
  const [exporting, setExporting] = useState(false);
  const { page: _page, limit: _limit, ...exportFilters } = params;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Can policy="orders" action="export_orders">
          <Button
            variant="default"
            leftSection={<IconFileExport size={16} aria-hidden />}
            onClick={() => setExporting(true)}
            disabled={orders.data?.meta.totalCount === 0}
          >
            {t('export.button')}
          </Button>
        </Can>
      </Group>
      <OrderFilters
        values={filters}
        onChange={setFilter}
        onClear={clearFilters}
        stores={canSeeStores ? (stores.data?.data ?? []) : null}
        paymentMethods={paymentMethodKeys}
      />
      {orders.isError && !orders.data ? (
        <LoadFailed title={t('loadFailed')} error={orders.error} onRetry={() => void orders.refetch()} />
      ) : (
        <DataTable
          label={t('title')}
          columns={columns}
          rows={orders.data?.data}
          rowKey={(order) => order.id}
          meta={orders.data?.meta}
          loading={orders.isFetching}
          emptyText={filtered ? t('empty') : t('none')}
          onPageChange={setPage}
        />
      )}
      <OrderDrawer orderId={openId} onClose={closeDetail} />
      {exporting && (
        <Suspense fallback={null}>
          <OrderExportDialog filters={exportFilters} onClose={() => setExporting(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
