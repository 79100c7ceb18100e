import { DEFAULT_PAGE_SIZE, type ModifierView, type ProductListRow, type ProductView } from '@tablero/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type Camelize, isApiError, type Paged, request } from '../../shared/http/index.js';

export type ProductRow = Camelize<ProductListRow>;
export type Product = Camelize<ProductView>;
export type ModifierOption = Pick<Camelize<ModifierView>, 'id' | 'name'>;

export interface ProductListParams {
  page: number;
  limit?: number;
  query?: string;
}

/** Query keys of the products area; writes invalidate `all`. */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (params: ProductListParams) => [...productKeys.lists(), params] as const,
  detail: (id: number) => [...productKeys.all, 'detail', id] as const,
};

const PRODUCTS = '/api/admin/v1/products';
const productPath = (id: number) => `${PRODUCTS}/${id}`;

/** `GET /products?page&limit&query`, in position order. */
export function useProducts(params: ProductListParams) {
  const query = { limit: DEFAULT_PAGE_SIZE, ...params };
  return useQuery({
    queryKey: productKeys.list(query),
    queryFn: () => request<Paged<ProductRow>>(PRODUCTS, { params: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /products/{id}`; null when it does not exist (or is another tenant's), shown in place. */
export function useProduct(id: number) {
  return useQuery({
    queryKey: productKeys.detail(id),
    queryFn: async () => {
      try {
        return await request<Product>(productPath(id));
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/** A product body in wire spelling (built by the form). */
export type ProductBody = Record<string, unknown>;

/*
 * Saving is a plain call rather than a query mutation: the form shows a 422 under its fields, and
 * the mutation cache's error toast would repeat every message.
 */
export function useSaveProduct(id: number | null): (body: ProductBody) => Promise<Product> {
  const client = useQueryClient();
  return useCallback(
    async (body: ProductBody) => {
      const product = await request<Product>(id === null ? PRODUCTS : productPath(id), {
        method: id === null ? 'POST' : 'PATCH',
        body,
      });
      client.setQueryData(productKeys.detail(product.id), product);
      await client.invalidateQueries({ queryKey: productKeys.lists() });
      return product;
    },
    [client, id],
  );
}

/** `DELETE /products/{id}`; the caller shows a refusal (a product on a menu) per product. */
export function deleteProduct(id: number): Promise<unknown> {
  return request(productPath(id), { method: 'DELETE' });
}

/** `PATCH /products/positions` (all saved or none); the lists are read again afterwards either way. */
export function useSaveProductPositions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (positions: { id: number; position: number }[]) =>
      request(`${PRODUCTS}/positions`, { method: 'PATCH', body: { positions } }),
    onSettled: () => client.invalidateQueries({ queryKey: productKeys.lists() }),
  });
}

const MODIFIERS = '/api/admin/v1/modifiers';

/** The tenant's modifier groups whose name contains `query`, for the product's picker. */
export function useModifierSearch(query: string) {
  return useQuery({
    queryKey: ['modifiers', 'search', query] as const,
    queryFn: () =>
      request<Paged<ModifierOption>>(MODIFIERS, { params: { type: 'parent', query, limit: 20 } }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/**
 * The names of the modifiers a saved product offers (its links carry only ids); `pending` until
 * every lookup has answered. A lookup that fails leaves that modifier shown by its id.
 */
export function useModifierNames(ids: number[]): { names: Map<number, string>; pending: boolean } {
  const lookup = useQuery({
    queryKey: ['modifiers', 'names', ids] as const,
    queryFn: async () => {
      const found = await Promise.allSettled(ids.map((id) => request<ModifierOption>(`${MODIFIERS}/${id}`)));
      return new Map(
        found.flatMap((r) => (r.status === 'fulfilled' ? [[r.value.id, r.value.name] as const] : [])),
      );
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
  return { names: lookup.data ?? new Map(), pending: lookup.isPending };
}
