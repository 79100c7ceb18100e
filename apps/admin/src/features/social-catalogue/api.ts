import type { CatalogueStoreList, CatalogueStoreView } from '@tablero/domain';
import { useQuery } from '@tanstack/react-query';
import { type Camelize, request } from '../../shared/http/index.js';

export type CatalogueStore = Camelize<CatalogueStoreView>;
export type LeftOut = CatalogueStore['leftOut'][number];

const STORES = '/api/admin/v1/social_catalogue/stores';

export const socialCatalogueKeys = { stores: ['social-catalogue', 'stores'] as const };

/** `GET /social_catalogue/stores`: every store the user works in, with its feed links and counts. */
export function useCatalogueStores() {
  return useQuery({
    queryKey: socialCatalogueKeys.stores,
    queryFn: async () => (await request<Camelize<CatalogueStoreList>>(STORES)).data,
  });
}

/** `POST /social_catalogue/stores/{id}/feed_link`: the store's first link, or a new one replacing it. */
export function makeFeedLink(storeId: number): Promise<CatalogueStore> {
  return request<CatalogueStore>(`${STORES}/${storeId}/feed_link`, { method: 'POST' });
}
