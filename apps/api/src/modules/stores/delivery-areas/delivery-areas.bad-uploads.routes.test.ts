import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext } from '../../../../test/harness.js';
import { createStore, expectUnchanged, type StoreJson } from '../stores.test-helpers.js';
import { importUrl, multipartBody, uploadAreas } from './delivery-areas.test-helpers.js';
import { fixture } from './fixtures/fixtures.js';

let ctx: TestContext;
let admin: Client;
let store: StoreJson;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
  store = await createStore(admin, ctx.alpha);
});
afterAll(() => ctx?.close());

const zones = fixture('santiago-zones.kml');
const twoMegabytes = Buffer.concat([zones, Buffer.from(`<!-- ${'x'.repeat(2 * 1024 * 1024)} -->`)]);
const upload = (content: Buffer | string) => () => uploadAreas(admin, store.id, content);

type Row = [string, () => Promise<LightMyRequestResponse>, number, number, string?];

const rows: Row[] = [
  ['a KMZ (zip) named .kml', upload(fixture('zones-kmz.kml')), 415, 1007],
  ['a PNG named .kml', upload(fixture('logo-png.kml')), 415, 1007],
  ['an HTML page named .kml', upload(fixture('html-page.kml')), 415, 1007],
  ['a KML with an external entity (XXE)', upload(fixture('xxe.kml')), 422, 1001, 'data'],
  ['a KML with an entity expansion bomb', upload(fixture('billion-laughs.kml')), 422, 1001, 'data'],
  ['a KML cut short', upload(zones.subarray(0, Math.floor(zones.length / 2))), 422, 1001, 'data'],
  ['an empty file', upload(Buffer.alloc(0)), 422, 1001, 'data'],
  ['a KML without polygons', upload(fixture('no-polygons.kml')), 422, 1001, 'data'],
  ['a file over 1.5 MB', upload(twoMegabytes), 413, 1006],
  ['a JSON body instead of multipart', () => admin.post(importUrl(store.id), { data: 'zonas' }), 415, 1007],
  [
    'a form without the file',
    () =>
      admin.raw({
        method: 'POST',
        url: importUrl(store.id),
        ...multipartBody([{ name: 'storeId', content: String(store.id) }]),
      }),
    422,
    1001,
    'data',
  ],
  [
    'two files',
    () =>
      admin.raw({
        method: 'POST',
        url: importUrl(store.id),
        ...multipartBody([
          { name: 'data', filename: 'a.kml', content: zones },
          { name: 'data', filename: 'b.kml', content: zones },
        ]),
      }),
    422,
    1001,
    'data',
  ],
  [
    'a multipart body that never ends',
    () => {
      const body = multipartBody([{ name: 'data', filename: 'a.kml', content: zones }]);
      return admin.raw({
        method: 'POST',
        url: importUrl(store.id),
        ...body,
        payload: body.payload.subarray(0, 500),
      });
    },
    400,
    1000,
  ],
];

describe('POST /stores/{id}/import_delivery_areas refuses', () => {
  it.each(rows)('%s, and changes nothing', async (_name, send, status, code, field) => {
    await expectUnchanged(ctx, ctx.alpha, admin, store.id, async () => {
      const response = await send();
      expect({ status: response.statusCode, code: response.json().code }).toEqual({ status, code });
      expect(response.json().message).toMatch(/^[A-ZÁÉÍÓÚÑ]/);
      if (field) expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
    });
  });

  it('says what is wrong in Spanish', async () => {
    expect((await upload(twoMegabytes)()).json().message).toBe(
      'El archivo o contenido enviado supera el tamaño máximo permitido (1,5 MB).',
    );
    expect((await upload(fixture('zones-kmz.kml'))()).json().message).toBe('El archivo debe ser un KML');
    expect((await admin.post(importUrl(store.id), {})).json().message).toBe(
      'La solicitud debe ser multipart/form-data, con el archivo en el campo data',
    );
    expect((await upload(fixture('xxe.kml'))()).json().message).toBe(
      'El archivo KML no puede incluir declaraciones DOCTYPE ni ENTITY',
    );
  });
});
