/**
 * The wire shape of a delivery area (issue 4). Points are an open ring: the closing point is
 * implied, never repeated. These types move to packages/domain with the store schema.
 */
export type DeliveryAreaKind = 'zone' | 'exclusion';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface DeliveryAreaDraft {
  name: string;
  kind: DeliveryAreaKind;
  locked: boolean;
  points: GeoPoint[];
}

export interface DeliveryArea extends DeliveryAreaDraft {
  id: number;
}

/** The same 1.5 MB as every other upload (API.md, 413/1006). */
export { BULK_FILE_MAX_BYTES as MAX_DELIVERY_AREAS_FILE_BYTES } from '../../../lib/upload-text.js';
export const MAX_DELIVERY_AREAS_PER_FILE = 200;
export const MAX_POINTS_PER_AREA = 10_000;
export const MAX_AREA_NAME_LENGTH = 100;

/** The multipart field of `POST /stores/{id}/import_delivery_areas` (spec: "data and storeId"). */
export const DELIVERY_AREAS_FILE_FIELD = 'data';
