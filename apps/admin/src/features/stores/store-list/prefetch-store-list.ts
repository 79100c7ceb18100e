import type { QueryClient } from '@tanstack/react-query';
import { listParamsFrom } from '../../../shared/ui/data-table/use-list-params.js';
import { storeListQuery } from '../api.js';
import { storeFilterNames, storeListParams } from './store-list-params.js';

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
