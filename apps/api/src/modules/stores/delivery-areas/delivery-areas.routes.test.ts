import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext } from '../../../../test/harness.js';
import { auditOf, createStore, STORES } from '../stores.test-helpers.js';
import {
  type AreaJson,
  geoJsonUrl,
  importUrl,
  kmlUrl,
  multipartBody,
  shapesOf,
  uploadAreas,
} from './delivery-areas.test-helpers.js';
import { fixture, rectangle } from './fixtures/fixtures.js';

let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
});
afterAll(() => ctx?.close());

const areasOf = async (id: number) =>
  (await admin.get(`${STORES}/${id}`)).json().delivery_areas as AreaJson[];

/** A store with a zone that has its own fee, a locked exclusion between two zones, and a plain zone. */
const storeWithAreas = () =>
  createStore(admin, ctx.alpha, {
    name: 'Local Ñuñoa #2',
    delivery_areas: [
      { name: 'Centro', points: rectangle(-33.46, -70.66, -33.43, -70.63), delivery_fee: 250000 },
      { name: 'Cerro', kind: 'exclusion', locked: true, points: rectangle(-33.44, -70.65, -33.435, -70.64) },
      { name: 'Oriente', points: rectangle(-33.43, -70.6, -33.4, -70.55) },
    ],
  });

describe('POST /stores/{id}/import_delivery_areas', () => {
  it('turns the polygons of a Google Earth file into the store’s areas, replacing the old ones', async () => {
    const store = await createStore(admin, ctx.alpha);
    const response = await uploadAreas(
      admin,
      store.id,
      fixture('santiago-zones.kml'),
      'C:\\mapas\\santiago-zones.kml',
    );
    expect(response.statusCode).toBe(200);
    const view = response.json();
    expect(view.delivery_areas.map((a: AreaJson) => [a.name, a.kind, a.locked])).toEqual([
      ['Providencia', 'zone', false],
      ['Las Condes', 'zone', false],
      ['Las Condes (2)', 'zone', false],
      ['Ñuñoa & Plaza Egaña', 'zone', false],
      ['Exclusión Ñuñoa & Plaza Egaña', 'exclusion', false],
      ['Zona 6', 'zone', false],
      ['providencia (2)', 'zone', false],
      ['Cerro San Cristóbal', 'exclusion', true],
    ]);
    // Stored normalised, as a PATCH would: 6 decimals, ring open.
    expect(view.delivery_areas[0].points[0]).toEqual({ latitude: -33.420123, longitude: -70.621046 });
    expect(view.delivery_zone_file).toBe('santiago-zones.kml');
    expect((await admin.get(`${STORES}/${store.id}`)).json()).toEqual(view);
  });

  it('accepts a GeoJSON file too, told apart by its bytes whatever its name', async () => {
    const store = await createStore(admin, ctx.alpha);
    const geojson = JSON.stringify({
      type: 'Feature',
      properties: { name: 'Triángulo' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-70.6, -33.4],
            [-70.5, -33.4],
            [-70.5, -33.5],
            [-70.6, -33.4],
          ],
        ],
      },
    });
    const response = await uploadAreas(admin, store.id, geojson, 'zonas.kml');
    expect(response.statusCode).toBe(200);
    expect(shapesOf(response.json().delivery_areas).map((a) => a.name)).toEqual(['Triángulo']);
  });

  it('keeps locked areas, replaces the others, and a zone keeps the fee of the zone it replaces', async () => {
    const store = await storeWithAreas();
    const locked = (await areasOf(store.id)).find((a) => a.locked);
    const file = (await admin.get(kmlUrl(store.id))).body;
    const response = await uploadAreas(admin, store.id, file);
    expect(response.statusCode).toBe(200);
    const after = response.json().delivery_areas as AreaJson[];
    expect(after.find((a) => a.locked)).toEqual(locked);
    expect(after.filter((a) => !a.locked).every((a) => a.id > (locked?.id ?? 0))).toBe(true);
    expect(after.map((a) => [a.name, a.delivery_fee])).toEqual([
      ['Cerro', null],
      ['Centro', 250000],
      ['Oriente', null],
    ]);
  });

  it('refuses a file with another shape under a locked area’s name, and changes nothing', async () => {
    const store = await storeWithAreas();
    const before = (await admin.get(`${STORES}/${store.id}`)).json();
    const clash = multipartBody([
      {
        name: 'data',
        filename: 'zonas.geojson',
        content: JSON.stringify({
          type: 'Feature',
          properties: { name: 'CERRO', kind: 'exclusion' },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-70.6, -33.4],
                [-70.5, -33.4],
                [-70.5, -33.5],
                [-70.6, -33.4],
              ],
            ],
          },
        }),
      },
    ]);
    const response = await admin.raw({ method: 'POST', url: importUrl(store.id), ...clash });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      {
        field: 'data',
        message: 'La zona "CERRO" del archivo tiene el nombre de una zona bloqueada de la tienda',
      },
    ]);
    expect((await admin.get(`${STORES}/${store.id}`)).json()).toEqual(before);
  });

  it('records the import in the audit log, areas and file name before and after', async () => {
    const store = await storeWithAreas();
    await uploadAreas(admin, store.id, fixture('santiago-zones.kml'), 'santiago.kml');
    const entry = (await auditOf(ctx, ctx.alpha, 'store', store.id)).at(-1);
    expect(entry?.action).toBe('import_delivery_areas');
    const before = entry?.before as { delivery_areas: AreaJson[]; delivery_zone_file: string | null };
    const after = entry?.after as typeof before;
    expect(before.delivery_areas.map((a) => a.name)).toEqual(['Centro', 'Cerro', 'Oriente']);
    expect(after.delivery_areas).toHaveLength(9);
    expect([before.delivery_zone_file, after.delivery_zone_file]).toEqual([null, 'santiago.kml']);
  });
});

describe('GET /stores/{id}/delivery_areas.kml and .geojson', () => {
  it('exports a KML that imports back unchanged, here or into another store', async () => {
    const store = await storeWithAreas();
    const exported = await admin.get(kmlUrl(store.id));
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^application\/vnd\.google-earth\.kml\+xml/);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="zonas-local-nunoa-2.kml"');
    const original = shapesOf(await areasOf(store.id));

    expect((await uploadAreas(admin, store.id, exported.body)).statusCode).toBe(200);
    expect(shapesOf(await areasOf(store.id))).toEqual(original);

    const copy = await createStore(admin, ctx.alpha, { delivery_areas: [] });
    expect((await uploadAreas(admin, copy.id, exported.body)).statusCode).toBe(200);
    expect(shapesOf(await areasOf(copy.id))).toEqual(original);
  });

  it('exports RFC 7946 GeoJSON: longitude first, closed rings, name, kind and locked', async () => {
    const store = await storeWithAreas();
    const response = await admin.get(geoJsonUrl(store.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/geo\+json/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="zonas-local-nunoa-2.geojson"',
    );
    const areas = await areasOf(store.id);
    const body = response.json();
    expect(body.type).toBe('FeatureCollection');
    expect(body.features.map((f: { properties: unknown }) => f.properties)).toEqual(
      areas.map(({ id, name, kind, locked }) => ({ id, name, kind, locked })),
    );
    const ring = body.features[0].geometry.coordinates[0] as number[][];
    expect(body.features[0].geometry.type).toBe('Polygon');
    expect(ring).toHaveLength(5);
    expect(ring[0]).toEqual(ring[4]);
    expect(ring[0]).toEqual([-70.66, -33.46]);
    expect((await uploadAreas(admin, store.id, response.body, 'zonas.geojson')).statusCode).toBe(200);
    expect(shapesOf(await areasOf(store.id))).toEqual(shapesOf(areas));
  });
});
