import type { QueryClient } from '@tanstack/react-query';
import { listParamsFrom } from '../../../shared/ui/data-table/use-list-params.js';
import { type StoreListParams, storeListQuery } from '../api.js';

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

/**
 * The landing page's rows, asked for as soon as the session has a token, beside the current user
 * rather than after the whole console has rendered: the list's first render already has them.
 * The user's policies are not known yet, so a refusal says nothing (the route's guard speaks), and
 * a failure stays quiet here: the page asks again as it mounts, and reports it then.
 */
export function prefetchStoreList(client: QueryClient, search: string): Promise<void> {
  const { page, filters } = listParamsFrom(new URLSearchParams(search), storeFilterNames);
  return client.prefetchQuery({
    ...storeListQuery(storeListParams(page, filters), { quietForbidden: true }),
    meta: { inlineError: true },
  });
}
