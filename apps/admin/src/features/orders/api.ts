import type {
  DispatchMethod,
  OrderDetail,
  OrderListRow,
  OrderOrigin,
  OrderPlatform,
  OrderStatus,
  OrderView,
} from '@tablero/domain';
import { DEFAULT_PAGE_SIZE, type PaymentMethodKey, type RefundKind } from '@tablero/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Camelize, isApiError, type Paged, request, requestFile } from '../../shared/http/index.js';
import type { JobAnswer, JobPolling } from '../../shared/jobs/index.js';
import { saveFile } from '../../shared/ui/save-file.js';

export type OrderRow = Camelize<OrderListRow>;
/** An order as the kitchen board and the stream have it; the detail adds the customer's points. */
export type Order = Camelize<OrderView> & { loyalty?: Camelize<OrderDetail>['loyalty'] };

export interface OrderListParams {
  page: number;
  limit?: number;
  from?: string;
  to?: string;
  storeId?: number;
  status?: OrderStatus;
  platform?: OrderPlatform;
  dispatchMethod?: Exclude<DispatchMethod, 'both'>;
  paymentMethod?: PaymentMethodKey;
  origin?: OrderOrigin;
  code?: string;
  customer?: string;
}

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (params: OrderListParams) => [...orderKeys.lists(), params] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
};

const ORDERS = '/api/admin/v1/orders';

/** `GET /orders?{filters}`, newest first. */
export function useOrders(params: OrderListParams) {
  const query = { limit: DEFAULT_PAGE_SIZE, ...params };
  return useQuery({
    queryKey: orderKeys.list(query),
    queryFn: () => request<Paged<OrderRow>>(ORDERS, { params: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /orders/{id}`; null when it does not exist or is not the user's to see. */
export function useOrder(id: number | null) {
  return useQuery({
    queryKey: orderKeys.detail(id ?? 0),
    queryFn: async () => {
      try {
        return await request<Order>(`${ORDERS}/${id}`);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled: id !== null && Number.isSafeInteger(id) && id > 0,
  });
}

/** `PATCH /kds/store/{storeId}/orders/{id}`: a staff status move; a refusal's message comes as a toast. */
export function useMoveOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ order, status, reason }: { order: Order; status: OrderStatus; reason?: string }) =>
      request<Order>(`/api/admin/v1/kds/store/${order.storeId}/orders/${order.id}`, {
        method: 'PATCH',
        body: { order: { status, reason } },
      }),
    onSuccess: (order) => client.setQueryData(orderKeys.detail(order.id), order),
    onSettled: () => client.invalidateQueries({ queryKey: orderKeys.lists() }),
  });
}

/** `GET /orders/export_csv?{filters}`: starts the spreadsheet of the orders the list shows; answers the job. */
export async function startOrdersExport(params: Omit<OrderListParams, 'page' | 'limit'>): Promise<string> {
  const { jobId } = await request<{ jobId: string }>(`${ORDERS}/export_csv`, { params: { ...params } });
  return jobId;
}

/** `GET /orders_job?id&progress=true` (API.md "Jobs"): an export's state, polled every 5 s. */
export function fetchOrdersJob(jobId: string) {
  return request<JobAnswer>('/api/admin/v1/orders_job', { params: { id: jobId, progress: true } });
}

/** Spec part 2 §9: the orders CSV export is polled every 5 s, for at most 120 s. */
export const ordersExportPolling: JobPolling = { intervalMs: 5000, ceilingMs: 120_000 };

export async function downloadOrdersExport(fileUrl: string): Promise<void> {
  const { blob, fileName } = await requestFile(fileUrl, 'ordenes.csv');
  saveFile(blob, fileName);
}

/**
 * `POST /payments/{type}/{id}/refund_transaction`: refunds the order's online payment (once,
 * however often it is pressed); a refusal (a debit card after an hour) comes as a toast.
 */
export function useRefundPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ order, kind }: { order: Order; kind: RefundKind }) =>
      request<{ orderId: number; payment: { method: string; status: string }; refundType: string }>(
        `/api/admin/v1/payments/${kind}/${order.id}/refund_transaction`,
        { method: 'POST', body: {} },
      ),
    onSettled: (_answer, _error, { order }) => {
      void client.invalidateQueries({ queryKey: orderKeys.detail(order.id) });
      void client.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}
