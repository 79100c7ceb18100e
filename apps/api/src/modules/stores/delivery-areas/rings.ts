import type { Position } from 'geojson';
import type { GeoPoint } from './delivery-area.js';

/** GeoJSON and KML positions are longitude first. */
export const toPosition = (point: GeoPoint): Position => [point.longitude, point.latitude];

export function closedRing(points: GeoPoint[]): Position[] {
  const ring = points.map(toPosition);
  const first = ring[0];
  return first ? [...ring, first] : ring;
}

const samePoint = (a: GeoPoint, b: GeoPoint) => a.latitude === b.latitude && a.longitude === b.longitude;

/** Drops the closing point and repeated consecutive points, so a ring has each vertex once. */
export function openRing(points: GeoPoint[]): GeoPoint[] {
  const open = points.filter((point, i) => i === 0 || !samePoint(point, points[i - 1]!));
  while (open.length > 1 && samePoint(open[0]!, open[open.length - 1]!)) open.pop();
  return open;
}

/**
 * Shoelace area of an open ring on an equirectangular projection around its own latitude:
 * positive when counter-clockwise. Good enough to compare zones of one city, not to survey.
 */
export function signedArea(points: GeoPoint[]): number {
  if (points.length < 3) return 0;
  const meanLatitude = points.reduce((sum, p) => sum + p.latitude, 0) / points.length;
  const xScale = Math.cos((meanLatitude * Math.PI) / 180);
  let twice = 0;
  points.forEach((a, i) => {
    const b = points[(i + 1) % points.length]!;
    twice += a.longitude * xScale * b.latitude - b.longitude * xScale * a.latitude;
  });
  return twice / 2;
}

/** The same ring counter-clockwise (RFC 7946 outer rings), keeping its first point first. */
export function counterClockwise(points: GeoPoint[]): GeoPoint[] {
  if (signedArea(points) >= 0) return points;
  const [first, ...rest] = points;
  return first ? [first, ...rest.reverse()] : points;
}
