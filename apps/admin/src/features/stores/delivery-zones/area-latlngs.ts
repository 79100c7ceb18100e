import type { LatLngBoundsLiteral, LatLngTuple } from 'leaflet';
import type { GeoPoint } from './delivery-area.js';

/** 6 decimals is about 11 cm: finer than a pointer can place a vertex, without float noise. */
const DECIMALS = 6;

interface LatLngLike {
  lat: number;
  lng: number;
}

/** What Leaflet's `Polygon.getLatLngs()` returns: a ring, rings, or polygons of rings. */
type LeafletRings = LatLngLike[] | LatLngLike[][] | LatLngLike[][][];

function round(value: number): number {
  const factor = 10 ** DECIMALS;
  return Math.round(value * factor) / factor;
}

function samePoint(a: GeoPoint, b: GeoPoint): boolean {
  return a.latitude === b.latitude && a.longitude === b.longitude;
}

/** Leaflet closes rings itself; a KML ring repeating its first point would draw a zero-length edge. */
export function toLatLngs(points: GeoPoint[]): LatLngTuple[] {
  const first = points[0];
  const last = points[points.length - 1];
  const open = points.length > 1 && first && last && samePoint(first, last) ? points.slice(0, -1) : points;
  return open.map((point) => [point.latitude, point.longitude]);
}

function outerRing(latlngs: LeafletRings): LatLngLike[] {
  let ring: unknown = latlngs;
  while (Array.isArray(ring) && Array.isArray(ring[0])) ring = ring[0];
  return Array.isArray(ring) ? (ring as LatLngLike[]) : [];
}

/** Only the outer ring counts: the editor never cuts holes into an area. */
export function toPoints(latlngs: LeafletRings): GeoPoint[] {
  return outerRing(latlngs).map((latlng) => ({ latitude: round(latlng.lat), longitude: round(latlng.lng) }));
}

/** A value key for a shape, so an equal copy of the points does not redraw the layer. */
export function pointsKey(points: GeoPoint[]): string {
  return points.map((point) => `${point.latitude},${point.longitude}`).join(';');
}

/** The smallest box around every point given, or null when there is none. */
export function boundsOf(points: GeoPoint[]): LatLngBoundsLiteral | null {
  const first = points[0];
  if (!first) return null;
  let [south, west, north, east] = [first.latitude, first.longitude, first.latitude, first.longitude];
  for (const point of points) {
    south = Math.min(south, point.latitude);
    north = Math.max(north, point.latitude);
    west = Math.min(west, point.longitude);
    east = Math.max(east, point.longitude);
  }
  return [
    [south, west],
    [north, east],
  ];
}
