import type { StoreListParams } from '../api.js';

/** The list's filters, by their names in the URL. */
export const storeFilterNames = ['name', 'address', 'status', 'menuIds'] as const;
export type StoreFilterName = (typeof storeFilterNames)[number];

/** The status filter, '' for anything the API would not take. */
export function storeStatusFilter(status: string): NonNullable<StoreListParams['status']> {
  return status === 'opened' || status === 'closed' ? status : '';
}

/** What the list asks the API for, from its URL's page and filters (the page's and the prefetch's). */
export function storeListParams(page: number, filters: Record<StoreFilterName, string>): StoreListParams {
  return {
    page,
    name: filters.name,
    address: filters.address,
    status: storeStatusFilter(filters.status),
    menuIds: filters.menuIds,
  };
}
