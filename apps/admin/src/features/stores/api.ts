import {
  type CheckoutQuestion,
  DEFAULT_PAGE_SIZE,
  type StoreListRow,
  type StoreView,
  storeLimits,
} from '@tablero/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  type Camelize,
  isApiError,
  type Paged,
  type RequestOptions,
  request,
  requestFile,
} from '../../shared/http/index.js';
import { saveFile } from '../../shared/ui/save-file.js';
import type { StoreClosing } from './components/store-closing.js';

export type StoreRow = Camelize<StoreListRow>;
export type Store = Camelize<StoreView>;

export interface StoreListParams {
  page: number;
  limit?: number;
  name?: string;
  address?: string;
  status?: 'opened' | 'closed' | '';
  /** Comma-separated menu ids (`menu_ids` on the wire). */
  menuIds?: string;
}

/** Query keys of the stores area; mutations invalidate `all`. */
export const storeKeys = {
  all: ['stores'] as const,
  lists: () => [...storeKeys.all, 'list'] as const,
  list: (params: StoreListParams) => [...storeKeys.lists(), params] as const,
  detail: (id: number) => [...storeKeys.all, 'detail', id] as const,
};

/** A page of the list; `options` for a prefetch (store-list/store-list-query.ts). */
export function storeListQuery(params: StoreListParams, options: RequestOptions = {}) {
  const query = { limit: DEFAULT_PAGE_SIZE, ...params };
  return queryOptions({
    queryKey: storeKeys.list(query),
    queryFn: () => request<Paged<StoreRow>>('/api/admin/v1/stores', { ...options, params: { ...query } }),
  });
}

export function useStores(params: StoreListParams) {
  return useQuery({ ...storeListQuery(params), placeholderData: keepPreviousData });
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

/**
 * `GET /stores/{id}`. A store that does not exist (or is another tenant's) answers null rather
 * than failing, so the page says so in place instead of a toast.
 */
export function useStore(id: number) {
  return useQuery({
    queryKey: storeKeys.detail(id),
    queryFn: async () => {
      try {
        return await request<Store>(storePath(id));
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/** A store body in wire spelling (built by the store form), sent as it is. */
export type StoreBody = Record<string, unknown>;

/*
 * Saving a store is a plain call rather than a query mutation: the form shows a 422 under its
 * fields, and the mutation cache's error toast would repeat every message.
 */
export function useCreateStore(): (body: StoreBody) => Promise<Store> {
  const client = useQueryClient();
  return useCallback(
    async (body: StoreBody) => {
      const store = await request<Store>('/api/admin/v1/stores', { method: 'POST', body });
      client.setQueryData(storeKeys.detail(store.id), store);
      await client.invalidateQueries({ queryKey: storeKeys.lists() });
      return store;
    },
    [client],
  );
}

export function useUpdateStore(id: number): (patch: StoreBody) => Promise<Store> {
  const client = useQueryClient();
  return useCallback(
    async (patch: StoreBody) => {
      const store = await request<Store>(storePath(id), { method: 'PATCH', body: patch });
      client.setQueryData(storeKeys.detail(id), store);
      await client.invalidateQueries({ queryKey: storeKeys.lists() });
      return store;
    },
    [client, id],
  );
}

export type CheckoutQuestionItem = Camelize<CheckoutQuestion>;

export const checkoutQuestionKeys = {
  all: ['checkout-questions'] as const,
};

/** The tenant's checkout question catalogue a store picks from (spec part 1 §7), once needed. */
export function useCheckoutQuestions(enabled: boolean) {
  return useQuery({
    queryKey: checkoutQuestionKeys.all,
    enabled,
    queryFn: () =>
      request<Paged<CheckoutQuestionItem>>('/api/admin/v1/checkout_questions', { params: { limit: 100 } }),
  });
}

export function useCreateCheckoutQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (question: string) =>
      request<CheckoutQuestionItem>('/api/admin/v1/checkout_questions', {
        method: 'POST',
        body: { question },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: checkoutQuestionKeys.all }),
  });
}

/** Spec part 1 §7: the KML (field `data`) replaces the store's unlocked zones; answers the store. */
export function importDeliveryAreas(storeId: number, file: File): Promise<Store> {
  const body = new FormData();
  body.append('data', file);
  return request<Store>(`/api/admin/v1/stores/${storeId}/import_delivery_areas`, { method: 'POST', body });
}

/** A row of `GET /stores/all`. */
export interface StoreOption {
  id: number;
  name: string;
}

/** `GET /stores/all`: id and name of every store the user may see, for pickers (up to 1000). */
export function useStoreOptions(enabled = true) {
  return useQuery({
    queryKey: [...storeKeys.all, 'options'] as const,
    queryFn: () =>
      request<Paged<StoreOption>>('/api/admin/v1/stores/all', { params: { limit: storeLimits.searchLimit } }),
    enabled,
  });
}

/**
 * `PATCH /stores/massive_update` with a body in wire spelling: answers the stores left as they
 * were. A plain call, like saving one store, so the form shows a 422 under its fields.
 */
export function useMassiveUpdateStores(): (body: StoreBody) => Promise<FailedStore[]> {
  const client = useQueryClient();
  return useCallback(
    async (body: StoreBody) => {
      const result = await request<{ failedStores: FailedStore[] }>('/api/admin/v1/stores/massive_update', {
        method: 'PATCH',
        body,
      });
      await client.invalidateQueries({ queryKey: storeKeys.all });
      return result.failedStores;
    },
    [client],
  );
}

/** Spec: zones out as well as in — the store's zones as the map shows them, as a file. */
export async function downloadDeliveryAreas(storeId: number, format: 'kml' | 'geojson'): Promise<void> {
  const { blob, fileName } = await requestFile(
    `/api/admin/v1/stores/${storeId}/delivery_areas.${format}`,
    `zonas.${format}`,
  );
  saveFile(blob, fileName);
}
