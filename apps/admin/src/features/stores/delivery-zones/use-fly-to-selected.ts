import { useReducedMotion } from '@mantine/hooks';
import { type Map as LeafletMap, latLngBounds } from 'leaflet';
import { type RefObject, useEffect, useRef } from 'react';
import { boundsOf } from './area-latlngs.js';
import type { DeliveryArea } from './delivery-area.js';
import { MAX_FIT_ZOOM } from './map-view.js';

/**
 * Brings an area chosen in the list into view, unless it is already fully visible. A click on the
 * polygon itself (`pickedOnMap`) never moves the map under the pointer.
 */
export function useFlyToSelected(
  map: LeafletMap | null,
  areas: DeliveryArea[],
  selectedIndex: number | null,
  pickedOnMap: RefObject<boolean>,
) {
  const reduceMotion = useReducedMotion();
  const latestAreas = useRef(areas);
  latestAreas.current = areas;

  useEffect(() => {
    const fromMap = pickedOnMap.current;
    pickedOnMap.current = false;
    if (!map || selectedIndex === null || fromMap) return;
    const box = boundsOf(latestAreas.current[selectedIndex]?.points ?? []);
    if (!box || map.getBounds().contains(latLngBounds(box))) return;
    map.fitBounds(box, { padding: [24, 24], maxZoom: MAX_FIT_ZOOM, animate: !reduceMotion });
  }, [map, selectedIndex, pickedOnMap, reduceMotion]);
}
