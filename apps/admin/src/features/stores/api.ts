import { DEFAULT_PAGE_SIZE, type StoreSummary } from '@tablero/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Camelize, type Paged, request } from '../../shared/http/index.js';

export type StoreRow = Camelize<StoreSummary>;

export interface StoreListParams {
  page: number;
  limit?: number;
  name?: string;
}

/** Query keys of the stores area; mutations invalidate `all`. */
export const storeKeys = {
  all: ['stores'] as const,
  lists: () => [...storeKeys.all, 'list'] as const,
  list: (params: StoreListParams) => [...storeKeys.lists(), params] as const,
};

export function useStores(params: StoreListParams) {
  const query = { limit: DEFAULT_PAGE_SIZE, ...params };
  return useQuery({
    queryKey: storeKeys.list(query),
    queryFn: () => request<Paged<StoreRow>>('/api/admin/v1/stores', { params: { ...query } }),
    placeholderData: keepPreviousData,
  });
}
