import type { LatLngBoundsLiteral, LatLngTuple } from 'leaflet';
import { boundsOf } from './area-latlngs.js';
import { isShown } from './area-list-edits.js';
import type { DeliveryArea, GeoPoint } from './delivery-area.js';

/** With neither a store address nor areas the map still needs a place: Chile comes first, so Santiago. */
export const FALLBACK_VIEW = { center: [-33.45, -70.66] as LatLngTuple, zoom: 11 };
export const STORE_ONLY_ZOOM = 14;
/** Closer than a few blocks tells nothing about a delivery zone. */
export const MAX_FIT_ZOOM = 16;

/** The box showing every area on the map and the store itself. */
export function viewBounds(areas: DeliveryArea[], store: GeoPoint | null): LatLngBoundsLiteral | null {
  const points = areas.filter(isShown).flatMap((area) => area.points);
  return boundsOf(store ? [...points, store] : points);
}

/**
 * "-33.431°, -70.610°" for a grid corner: enough decimals to tell neighbouring grid lines apart at
 * this zoom, where a 256 px tile spans 360 / 2^zoom degrees of longitude.
 */
export function coordinateLabel(latitude: number, longitude: number, zoom: number): string {
  const degreesPerTile = 360 / 2 ** zoom;
  const decimals = Math.max(0, Math.ceil(-Math.log10(degreesPerTile))) + 1;
  return `${latitude.toFixed(decimals)}°, ${longitude.toFixed(decimals)}°`;
}
