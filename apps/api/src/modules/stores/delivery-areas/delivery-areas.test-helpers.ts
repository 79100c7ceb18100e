import { randomBytes } from 'node:crypto';
import type { Client } from '../../../../test/harness.js';
import { STORES } from '../stores.test-helpers.js';
import type { GeoPoint } from './delivery-area.js';

export const importUrl = (id: number) => `${STORES}/${id}/import_delivery_areas`;
export const kmlUrl = (id: number) => `${STORES}/${id}/delivery_areas.kml`;
export const geoJsonUrl = (id: number) => `${STORES}/${id}/delivery_areas.geojson`;
export const coverageUrl = (id: number, point: GeoPoint) =>
  `${STORES}/${id}/coverage?latitude=${point.latitude}&longitude=${point.longitude}`;

export interface Part {
  name: string;
  content: Buffer | string;
  /** Present for a file part. */
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipartBody(parts: Part[]) {
  const boundary = `----tablero${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.contentType ?? (part.filename === undefined ? undefined : 'application/octet-stream');
    const head = `--${boundary}\r\ncontent-disposition: ${disposition}\r\n${type ? `content-type: ${type}\r\n` : ''}\r\n`;
    return [Buffer.from(head), Buffer.from(part.content), Buffer.from('\r\n')];
  });
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** What the console sends: the file in `data` and the store's id in `storeId`. */
export function uploadAreas(client: Client, id: number, content: Buffer | string, filename = 'zonas.kml') {
  const body = multipartBody([
    { name: 'data', content, filename, contentType: 'application/vnd.google-earth.kml+xml' },
    { name: 'storeId', content: String(id) },
  ]);
  return client.raw({ method: 'POST', url: importUrl(id), ...body });
}

export interface AreaJson {
  id: number;
  name: string;
  kind: string;
  locked: boolean;
  points: GeoPoint[];
  delivery_fee: number | null;
}

/** Areas without their ids, by name: what a file carries. */
export const shapesOf = (areas: AreaJson[]) =>
  areas
    .map(({ name, kind, locked, points }) => ({ name, kind, locked, points }))
    .sort((a, b) => a.name.localeCompare(b.name));
