import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import type { Polygon } from 'geojson';
import type { DeliveryArea, GeoPoint } from './delivery-area.js';
import { closedRing, signedArea, toPosition } from './rings.js';

export interface Coverage {
  covered: boolean;
  zone: DeliveryArea | null;
  exclusion: DeliveryArea | null;
}

const polygonOf = (area: DeliveryArea): Polygon => ({
  type: 'Polygon',
  coordinates: [closedRing(area.points)],
});

// A point on the edge counts as inside: a customer on the boundary street is served, unless
// the edge is an exclusion's, which then wins like any other point it contains.
const contains = (area: DeliveryArea, point: GeoPoint) =>
  area.points.length >= 3 && booleanPointInPolygon(toPosition(point), polygonOf(area));

const smallest = (a: DeliveryArea, b: DeliveryArea) =>
  Math.abs(signedArea(b.points)) < Math.abs(signedArea(a.points)) ? b : a;

/**
 * Which of a store's areas decide delivery to a point. Any exclusion containing it wins
 * (the first in the list is reported). Else, among overlapping zones, the smallest one, being
 * the most specific (its fee is the one the map's author drew it for); on equal areas the first
 * in the list. The fee itself comes from the store's delivery method, not from here.
 */
export function coverageAt(areas: readonly DeliveryArea[], point: GeoPoint): Coverage {
  const exclusion = areas.find((area) => area.kind === 'exclusion' && contains(area, point));
  if (exclusion) return { covered: false, zone: null, exclusion };
  const zones = areas.filter((area) => area.kind === 'zone' && contains(area, point));
  const zone = zones.length > 0 ? zones.reduce(smallest) : null;
  return { covered: zone !== null, zone, exclusion: null };
}
