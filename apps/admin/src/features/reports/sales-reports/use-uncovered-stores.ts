import { useQueries } from '@tanstack/react-query';
import { isApiError, request } from '../../../shared/http/index.js';
import { useCan } from '../../../shared/permissions/index.js';
import { type Store, storeKeys, useStoreOptions } from '../../stores/api.js';
import type { GeoPoint } from '../../stores/delivery-zones/index.js';

/** The stores the map marks (with their zones): those with most attempts, so a chain's report does not fetch every store. */
export const MARKED_STORES = 50;

export interface UncoveredStore {
  storeId: number;
  attempts: number;
  /** Null for a user who may not see the stores, or until their names load. */
  name: string | null;
  /** Null until the store loads, or when it cannot be shown. */
  location: GeoPoint | null;
  /** Its delivery zones' outlines (not its exclusions), drawn under the attempts. */
  zones: GeoPoint[][];
}

/**
 * The report's stores with their names (`GET /stores/all`) and, for the first `MARKED_STORES`, where
 * they stand and their zones: the stores list has neither, so each comes from `GET /stores/{id}`, cached under
 * the store's own key (the store form reads and refreshes the same entry). None for a user without
 * the stores; a store that fails to load is only left off the map.
 */
export function useUncoveredStores(stores: { storeId: number; attempts: number }[]): UncoveredStore[] {
  const can = useCan();
  const allowed = can({ policy: 'stores', action: 'show' });
  const names = useStoreOptions(allowed).data?.data;
  const details = useQueries({
    queries: stores.slice(0, MARKED_STORES).map(({ storeId }) => ({
      queryKey: storeKeys.detail(storeId),
      queryFn: async () => {
        try {
          return await request<Store>(`/api/admin/v1/stores/${storeId}`);
        } catch (error) {
          if (isApiError(error) && error.status === 404) return null;
          throw error;
        }
      },
      enabled: allowed,
      meta: { inlineError: true },
    })),
  });
  const nameOf = new Map((names ?? []).map((store) => [store.id, store.name]));
  return stores.map((store, i) => {
    const detail = details[i]?.data;
    return {
      ...store,
      name: nameOf.get(store.storeId) ?? detail?.name ?? null,
      location: detail ? { latitude: detail.latitude, longitude: detail.longitude } : null,
      zones: (detail?.deliveryAreas ?? []).filter((area) => area.kind === 'zone').map((area) => area.points),
    };
  });
}
