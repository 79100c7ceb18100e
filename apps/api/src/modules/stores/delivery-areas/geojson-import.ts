import { textOfUpload } from '../../../lib/upload-text.js';
import { DELIVERY_AREAS_FILE_FIELD, type DeliveryAreaDraft } from './delivery-area.js';
import { draftsFromFeatures, type UntrustedFeature } from './features-to-drafts.js';
import { fileTypeNotAllowed, importMessages, invalidFile } from './import-errors.js';

const geometryTypes = new Set([
  'Point',
  'MultiPoint',
  'LineString',
  'MultiLineString',
  'Polygon',
  'MultiPolygon',
  'GeometryCollection',
]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asFeature = (value: unknown): UntrustedFeature => ({
  geometry: isObject(value) ? value.geometry : null,
  properties: isObject(value) && isObject(value.properties) ? value.properties : null,
});

/** A FeatureCollection, one Feature or a bare geometry (RFC 7946 allows each at the top); else null. */
function featuresOf(json: unknown): UntrustedFeature[] | null {
  if (!isObject(json) || typeof json.type !== 'string') return null;
  if (json.type === 'FeatureCollection')
    return Array.isArray(json.features) ? json.features.map(asFeature) : null;
  if (json.type === 'Feature') return [asFeature(json)];
  return geometryTypes.has(json.type) ? [{ geometry: json, properties: null }] : null;
}

/**
 * The polygons of a GeoJSON upload as delivery areas, with the same limits and errors as the
 * KML import. Any ring orientation is kept as given (RFC 7946 §3.1.6: parsers should not reject).
 */
export function parseDeliveryAreasGeoJson(bytes: Buffer): DeliveryAreaDraft[] {
  const text = textOfUpload(bytes, importMessages.notGeoJson, DELIVERY_AREAS_FILE_FIELD);
  if (!text.startsWith('{')) throw fileTypeNotAllowed(importMessages.notGeoJson);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalidFile(importMessages.malformedJson);
  }
  const features = featuresOf(json);
  if (!features) throw fileTypeNotAllowed(importMessages.notGeoJson);
  return draftsFromFeatures(features);
}
