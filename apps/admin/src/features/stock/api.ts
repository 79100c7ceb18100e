import type { StockItemView, StockOutMode, StockOutView } from '@tablero/domain';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Camelize, request } from '../../shared/http/index.js';

export type StockOut = Camelize<StockOutView>;
export type StockItem = Camelize<StockItemView>;
export type StockItemRef = Pick<StockItem, 'itemType' | 'itemId' | 'name'>;

export const stockKeys = {
  all: ['stock'] as const,
  outs: (storeId: number) => [...stockKeys.all, 'outs', storeId] as const,
  items: (storeId: number, query: string) => [...stockKeys.all, 'items', storeId, query] as const,
};

const kdsStore = (storeId: number) => `/api/admin/v1/kds/store/${storeId}`;
/** What comes back by itself shows as back within this long without a reload. */
const REFRESH_MS = 60_000;

const outsQuery = (storeId: number) => ({
  queryKey: stockKeys.outs(storeId),
  queryFn: () => request<{ data: StockOut[] }>(`${kdsStore(storeId)}/stock_outs`),
  refetchInterval: REFRESH_MS,
});

/** `GET /kds/store/{storeId}/stock_outs`: what is out in the store now. */
export function useStockOuts(storeId: number | null) {
  return useQuery({ ...outsQuery(storeId ?? 0), enabled: storeId !== null });
}

/** What is out in each of these stores, for the board's strip. */
export function useStockOutsOf(storeIds: number[]) {
  return useQueries({ queries: storeIds.map(outsQuery) });
}

/** `GET /kds/store/{storeId}/stock_items?query=`: the menu's products and options, by name. */
export function useStockItems(storeId: number | null, query: string) {
  return useQuery({
    queryKey: stockKeys.items(storeId ?? 0, query),
    queryFn: () =>
      request<{ data: StockItem[] }>(`${kdsStore(storeId ?? 0)}/stock_items`, {
        params: { query: query || undefined, limit: 30 },
      }),
    placeholderData: keepPreviousData,
    enabled: storeId !== null,
  });
}

/** Stock changes show in the board, the picker and the product list. */
function useStockChanged() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: stockKeys.all });
    void client.invalidateQueries({ queryKey: ['products'] });
  };
}

export function useMarkOut() {
  const changed = useStockChanged();
  return useMutation({
    mutationFn: ({ storeId, item, mode }: { storeId: number; item: StockItemRef; mode: StockOutMode }) =>
      request<StockOut>(`${kdsStore(storeId)}/stock_outs`, {
        method: 'POST',
        body: { itemType: item.itemType, itemId: item.itemId, mode },
      }),
    onSettled: changed,
  });
}

export function useBackOnSale() {
  const changed = useStockChanged();
  return useMutation({
    mutationFn: ({ storeId, item }: { storeId: number; item: StockItemRef }) =>
      request(`${kdsStore(storeId)}/stock_outs/${item.itemType}/${item.itemId}`, { method: 'DELETE' }),
    onSettled: changed,
  });
}
