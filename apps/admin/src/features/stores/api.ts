import { DEFAULT_PAGE_SIZE, type StoreListRow, type StoreView } from '@tablero/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Camelize, type Paged, request } from '../../shared/http/index.js';
import type { StoreClosing } from './components/store-closing.js';

export type StoreRow = Camelize<StoreListRow>;
export type Store = Camelize<StoreView>;

export interface StoreListParams {
  page: number;
  limit?: number;
  name?: string;
  address?: string;
  status?: 'opened' | 'closed' | '';
}

/** Query keys of the stores area; mutations invalidate `all`. */
export const storeKeys = {
  all: ['stores'] as const,
  lists: () => [...storeKeys.all, 'list'] as const,
  list: (params: StoreListParams) => [...storeKeys.lists(), params] as const,
  detail: (id: number) => [...storeKeys.all, 'detail', id] as const,
};

export function useStores(params: StoreListParams) {
  const query = { limit: DEFAULT_PAGE_SIZE, ...params };
  return useQuery({
    queryKey: storeKeys.list(query),
    queryFn: () => request<Paged<StoreRow>>('/api/admin/v1/stores', { params: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

export interface FailedStore {
  id: number;
  name: string | null;
  errors: { field: string; message: string }[];
}

const storePath = (id: number) => `/api/admin/v1/stores/${id}`;

export interface StoresChanged {
  /** The store as saved, when only one was changed. */
  store: Store | null;
  failedStores: FailedStore[];
}

/**
 * Closing or reopening: one store through its own PATCH, many through the bulk update, which
 * answers the stores it could not change (spec part 1 §4 "Bulk store update returns failedStores").
 */
async function changeStores(
  ids: number[],
  change: { closing: StoreClosing } | { reopen: true },
): Promise<StoresChanged> {
  if (ids.length === 1) {
    const store = await request<Store>(storePath(ids[0] as number), { method: 'PATCH', body: change });
    return { store, failedStores: [] };
  }
  const result = await request<{ failedStores: FailedStore[] }>('/api/admin/v1/stores/massive_update', {
    method: 'PATCH',
    body: { storeIds: ids, ...change },
  });
  return { store: null, failedStores: result.failedStores };
}

export function useStoreActions() {
  const client = useQueryClient();
  const settled = () => client.invalidateQueries({ queryKey: storeKeys.all });
  const close = useMutation({
    mutationFn: ({ ids, closing }: { ids: number[]; closing: StoreClosing }) =>
      changeStores(ids, { closing }),
    onSettled: settled,
  });
  const reopen = useMutation({
    mutationFn: (ids: number[]) => changeStores(ids, { reopen: true }),
    onSettled: settled,
  });
  const remove = useMutation({
    mutationFn: (id: number) => request(storePath(id), { method: 'DELETE' }),
    onSettled: settled,
  });
  return { close, reopen, remove };
}
