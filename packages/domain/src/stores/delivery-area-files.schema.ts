import { z } from 'zod';
import { deliveryAreaKinds, deliveryTypes } from './store-constants.js';

/** A query coordinate: a blank `latitude=` is missing, not 0 (which `z.coerce` would make of it). */
const coordinate = (limit: number) =>
  z.string().trim().min(1).pipe(z.coerce.number<string>().min(-limit).max(limit));

/** `GET /stores/{id}/coverage?latitude=&longitude=` */
export const coverageQuery = z.object({
  latitude: coordinate(90).meta({ examples: ['-33.4489'] }),
  longitude: coordinate(180).meta({ examples: ['-70.6693'] }),
});
export type CoverageQuery = z.output<typeof coverageQuery>;

const areaRef = z.object({ id: z.number().int(), name: z.string() });

/** Which area decides delivery to a point, and the fee that applies there. */
export const coverageAnswer = z.object({
  covered: z.boolean(),
  zone: areaRef.nullable(),
  exclusion: areaRef.nullable(),
  delivery_fee: z.number().int().nullable().describe('Minor units; the zone’s own fee, else the method’s'),
  delivery_type: z.enum(deliveryTypes).nullable(),
});
export type CoverageAnswer = z.infer<typeof coverageAnswer>;

/** `GET /stores/{id}/delivery_areas.geojson`: RFC 7946, longitude first, rings closed. */
export const deliveryAreasGeoJson = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      id: z.union([z.number(), z.string()]).optional(),
      geometry: z.object({
        type: z.literal('Polygon'),
        coordinates: z.array(z.array(z.array(z.number()))),
      }),
      properties: z.object({
        id: z.number().int(),
        name: z.string(),
        kind: z.enum(deliveryAreaKinds),
        locked: z.boolean(),
      }),
    }),
  ),
});
