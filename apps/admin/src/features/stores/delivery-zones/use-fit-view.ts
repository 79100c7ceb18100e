import { useReducedMotion } from '@mantine/hooks';
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useEffect, useRef } from 'react';
import { isShown } from './area-list-edits.js';
import type { DeliveryArea, GeoPoint } from './delivery-area.js';
import { FALLBACK_VIEW, MAX_FIT_ZOOM, STORE_ONLY_ZOOM, viewBounds } from './map-view.js';

const FIT_PADDING: [number, number] = [24, 24];

function showAll(map: LeafletMap, areas: DeliveryArea[], store: GeoPoint | null, animate: boolean): void {
  const size = map.getSize();
  if (size.x === 0 || size.y === 0) return; // in a hidden tab: fitted again once it shows
  const bounds = viewBounds(areas, store);
  const hasShapes = areas.some((area) => isShown(area) && area.points.length > 0);
  if (bounds && hasShapes) map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: MAX_FIT_ZOOM, animate });
  else if (store) map.setView([store.latitude, store.longitude], STORE_ONLY_ZOOM, { animate });
  else map.setView(FALLBACK_VIEW.center, FALLBACK_VIEW.zoom, { animate });
}

/**
 * Shows every area and the store when the map opens, when the saved areas or the store's address
 * change (a KML import, a reset form) and when a map that was hidden gets its size. Drawing or
 * editing never moves the view. Returns the same fitting for the "show all" button.
 */
export function useFitView(map: LeafletMap | null, areas: DeliveryArea[], store: GeoPoint | null) {
  const reduceMotion = useReducedMotion();
  const latest = useRef({ areas, store });
  latest.current = { areas, store };

  const fitAll = useCallback(
    (animate: boolean) => {
      if (map) showAll(map, latest.current.areas, latest.current.store, animate && !reduceMotion);
    },
    [map, reduceMotion],
  );

  const savedIds = areas.flatMap((area) => (area.id === undefined ? [] : [area.id])).join(',');
  const storeKey = store ? `${store.latitude},${store.longitude}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys are the trigger; the areas themselves are read from `latest`
  useEffect(() => fitAll(false), [fitAll, savedIds, storeKey]);

  useEffect(() => {
    if (!map) return;
    let wasHidden = false;
    const observer = new ResizeObserver(([entry]) => {
      const hidden = !entry || entry.contentRect.width === 0 || entry.contentRect.height === 0;
      map.invalidateSize();
      if (wasHidden && !hidden) fitAll(false);
      wasHidden = hidden;
    });
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map, fitAll]);

  return useCallback(() => fitAll(true), [fitAll]);
}
