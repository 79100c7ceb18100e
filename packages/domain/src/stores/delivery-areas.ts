import { z } from 'zod';
import { recordId } from '../shared/ids.js';
import { deliveryAreaKinds, storeLimits } from './store-constants.js';
import { storeMessages } from './store-messages.js';

export const latitude = z.number().min(-90).max(90);
export const longitude = z.number().min(-180).max(180);

/** A store's coordinates come with the address picked from the list (§5), so missing ones say so. */
const pickedFromList = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? storeMessages.addressFromList : undefined;
export const storeLatitude = z.number({ error: pickedFromList }).min(-90).max(90);
export const storeLongitude = z.number({ error: pickedFromList }).min(-180).max(180);
export const geoPoint = z.object({ latitude, longitude });
export type GeoPoint = z.infer<typeof geoPoint>;

const factor = 10 ** storeLimits.coordinateDecimals;
const round = (value: number) => Math.round(value * factor) / factor;
const samePoint = (a: GeoPoint, b: GeoPoint) => a.latitude === b.latitude && a.longitude === b.longitude;

/**
 * A polygon as stored (§5 "polygon points are normalised"): coordinates rounded to 6 decimals,
 * consecutive repeats dropped, and the closing point (a repeat of the first, as KML and GeoJSON
 * rings end) dropped, so the same zone always has the same points whatever drew it.
 */
export function normalisePolygon(points: readonly GeoPoint[]): GeoPoint[] {
  const result: GeoPoint[] = [];
  for (const p of points) {
    const rounded = { latitude: round(p.latitude), longitude: round(p.longitude) };
    const last = result.at(-1);
    if (!last || !samePoint(last, rounded)) result.push(rounded);
  }
  while (result.length > 1 && samePoint(result[0] as GeoPoint, result.at(-1) as GeoPoint)) result.pop();
  return result;
}

/** Distinct points of a polygon once normalised. */
export function distinctPointCount(points: readonly GeoPoint[]): number {
  return new Set(points.map((p) => `${p.latitude},${p.longitude}`)).size;
}

/** Points in range, normalised, with at least 3 distinct points. */
export const polygonPoints = z
  .array(geoPoint)
  .max(storeLimits.maxPolygonPoints)
  .transform(normalisePolygon)
  .refine((points) => distinctPointCount(points) >= 3, storeMessages.polygonTooSmall);

export const deliveryAreaFields = {
  name: z.string().trim().min(1).max(100),
  kind: z.enum(deliveryAreaKinds),
  locked: z.boolean(),
  points: polygonPoints,
  /** The fee in this zone, in minor units; null takes the delivery method's fee. Zones only. */
  delivery_fee: z.number().int().min(0).nullable(),
};

export const deliveryArea = z.object({
  id: recordId.optional(),
  ...deliveryAreaFields,
  kind: deliveryAreaFields.kind.default('zone'),
  locked: z.boolean().default(false),
  delivery_fee: deliveryAreaFields.delivery_fee.default(null),
});
export type DeliveryArea = z.infer<typeof deliveryArea>;

/** The body form allows any points (checked after merging) so a wrong type reads at its own path. */
export const deliveryAreaPatchFields = {
  ...deliveryAreaFields,
  points: z.array(z.object({ latitude: z.number(), longitude: z.number() })),
};

/** Indexes of areas whose name repeats an earlier one, ignoring case and spaces (§5: distinct names). */
export function repeatedAreaNames(areas: readonly { name: string }[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  areas.forEach((area, index) => {
    const key = area.name.trim().toLocaleLowerCase('es');
    if (seen.has(key)) repeated.push(index);
    seen.add(key);
  });
  return repeated;
}
