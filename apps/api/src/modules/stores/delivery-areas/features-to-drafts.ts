import {
  type DeliveryAreaDraft,
  type DeliveryAreaKind,
  type GeoPoint,
  MAX_AREA_NAME_LENGTH,
  MAX_DELIVERY_AREAS_PER_FILE,
  MAX_POINTS_PER_AREA,
} from './delivery-area.js';
import { importMessages, invalidFile } from './import-errors.js';
import { openRing } from './rings.js';

/** A GeoJSON feature as read from an untrusted file: nothing about its shape is assumed. */
export interface UntrustedFeature {
  geometry: unknown;
  properties: Record<string, unknown> | null;
}

type Ring = unknown[];
type PolygonRings = Ring[];

const thousands = new Intl.NumberFormat('es-CL');
const areaMessages = {
  tooMany: `El archivo tiene más de ${MAX_DELIVERY_AREAS_PER_FILE} zonas`,
  tooManyPoints: (name: string) =>
    `La zona "${name}" tiene más de ${thousands.format(MAX_POINTS_PER_AREA)} puntos`,
  tooFewPoints: (name: string) => `La zona "${name}" debe tener al menos 3 puntos`,
  outOfRange: (name: string) => `La zona "${name}" tiene coordenadas inválidas`,
};

// togeojson nests MultiGeometry as GeometryCollection; deeper nesting than this is not a real map.
const MAX_COLLECTION_DEPTH = 4;

function polygonsOf(geometry: unknown, depth = 0): PolygonRings[] {
  if (typeof geometry !== 'object' || geometry === null || depth > MAX_COLLECTION_DEPTH) return [];
  const { type, coordinates, geometries } = geometry as Record<string, unknown>;
  if (type === 'Polygon' && Array.isArray(coordinates)) return [coordinates.filter(Array.isArray)];
  if (type === 'MultiPolygon' && Array.isArray(coordinates)) {
    return coordinates.filter(Array.isArray).map((polygon: unknown[]) => polygon.filter(Array.isArray));
  }
  if (type === 'GeometryCollection' && Array.isArray(geometries)) {
    return geometries.flatMap((child) => polygonsOf(child, depth + 1));
  }
  return [];
}

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

function pointsOf(ring: Ring, name: string): GeoPoint[] {
  // +1: a closed ring of exactly the maximum repeats its first point.
  if (ring.length > MAX_POINTS_PER_AREA + 1) throw invalidFile(areaMessages.tooManyPoints(name));
  const points = ring.map((position) => {
    const [longitude, latitude] = Array.isArray(position) ? position : [];
    if (!isCoordinate(longitude, 180) || !isCoordinate(latitude, 90)) {
      throw invalidFile(areaMessages.outOfRange(name));
    }
    return { latitude, longitude };
  });
  const open = openRing(points);
  if (open.length < 3) throw invalidFile(areaMessages.tooFewPoints(name));
  if (open.length > MAX_POINTS_PER_AREA) throw invalidFile(areaMessages.tooManyPoints(name));
  return open;
}

/** 'Centro', then 'Centro (2)', 'Centro (3)'…: the spec wants zone names distinct, ignoring case. */
function distinctName(wanted: string, taken: Set<string>): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : ` (${n})`;
    const name = `${wanted.slice(0, MAX_AREA_NAME_LENGTH - suffix.length).trim()}${suffix}`;
    if (!taken.has(name.toLocaleLowerCase('es'))) {
      taken.add(name.toLocaleLowerCase('es'));
      return name;
    }
  }
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');
const kindOf = (value: unknown): DeliveryAreaKind =>
  textOf(value).toLowerCase() === 'exclusion' ? 'exclusion' : 'zone';
const lockedOf = (value: unknown) => value === true || ['true', '1'].includes(textOf(value).toLowerCase());
const defaultName = (kind: DeliveryAreaKind, n: number) => `${kind === 'zone' ? 'Zona' : 'Exclusión'} ${n}`;

/**
 * Every polygon of the features as a delivery area. A zone's holes become exclusion zones of
 * their own ('Exclusión Centro'): dropping them would deliver where the map's author cut out,
 * and our areas have no holes. An exclusion's holes are dropped (an exclusion of an exclusion
 * means nothing to coverage).
 */
export function draftsFromFeatures(features: readonly UntrustedFeature[]): DeliveryAreaDraft[] {
  const drafts: DeliveryAreaDraft[] = [];
  const taken = new Set<string>();
  const add = (wantedName: string, kind: DeliveryAreaKind, locked: boolean, ring: Ring) => {
    if (drafts.length === MAX_DELIVERY_AREAS_PER_FILE) throw invalidFile(areaMessages.tooMany);
    const name = distinctName(wantedName || defaultName(kind, drafts.length + 1), taken);
    drafts.push({ name, kind, locked, points: pointsOf(ring, name) });
    return name;
  };
  for (const { geometry, properties } of features) {
    if (properties?.['@geometry-type'] === 'groundoverlay') continue;
    const kind = kindOf(properties?.kind);
    const locked = lockedOf(properties?.locked);
    const name = textOf(properties?.name);
    for (const [outer, ...holes] of polygonsOf(geometry)) {
      if (!outer) continue;
      const outerName = add(name, kind, locked, outer);
      if (kind === 'exclusion') continue;
      for (const hole of holes) add(`Exclusión ${outerName}`, 'exclusion', locked, hole);
    }
  }
  if (drafts.length === 0) throw invalidFile(importMessages.noAreas);
  return drafts;
}
