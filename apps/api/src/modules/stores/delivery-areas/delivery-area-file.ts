import type { DeliveryAreaDraft } from './delivery-area.js';
import { parseDeliveryAreasGeoJson } from './geojson-import.js';
import { parseDeliveryAreasKml } from './kml-import.js';

const MAX_FILE_NAME_LENGTH = 200;

// A UTF-8 BOM and whitespace may precede either format; only the first real character decides.
const firstCharacter = (bytes: Buffer) =>
  bytes
    .subarray(0, 64)
    .toString('latin1')
    .replace(/^(\xEF\xBB\xBF)?\s*/, '')[0];

/**
 * The areas of an uploaded file, KML or GeoJSON decided by the bytes (a JSON object starts with
 * `{`), never by the name: anything else is checked as a KML and refused as one.
 */
export function parseDeliveryAreasFile(bytes: Buffer): DeliveryAreaDraft[] {
  return firstCharacter(bytes) === '{' ? parseDeliveryAreasGeoJson(bytes) : parseDeliveryAreasKml(bytes);
}

/** The upload's own name without folders or control characters, as shown back in the console. */
export function sanitisedFileName(raw: string | undefined): string | null {
  const base = (raw ?? '').split(/[/\\]/).at(-1) ?? '';
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return clean === '' ? null : clean.slice(0, MAX_FILE_NAME_LENGTH);
}

/** `Local Ñuñoa #2` → `local-nunoa-2`, for the download's file name. */
export function slugOf(name: string, fallback: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug || fallback;
}
