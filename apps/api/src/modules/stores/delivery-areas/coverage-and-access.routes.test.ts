import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  expectValidationError,
  startTestApp,
  superAdmin,
  type TestContext,
  userWith,
} from '../../../../test/harness.js';
import { createStore, expectUnchanged, STORES, type StoreJson } from '../stores.test-helpers.js';
import { coverageUrl, geoJsonUrl, kmlUrl, uploadAreas } from './delivery-areas.test-helpers.js';
import { fixture, rectangle } from './fixtures/fixtures.js';

let ctx: TestContext;
let admin: Client;
let store: StoreJson;

// A large zone at the method's fee, a small zone inside it at its own fee, and an exclusion.
beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
  store = await createStore(admin, ctx.alpha, {
    delivery_areas: [
      { name: 'Grande', points: rectangle(-33.5, -70.7, -33.4, -70.5) },
      { name: 'Plaza', points: rectangle(-33.46, -70.66, -33.44, -70.64), delivery_fee: 350000 },
      { name: 'Cerro', kind: 'exclusion', points: rectangle(-33.42, -70.62, -33.41, -70.61) },
    ],
  });
});
afterAll(() => ctx?.close());

const areaId = (name: string) => store.delivery_areas.find((a) => a.name === name)?.id;

describe('GET /stores/{id}/coverage', () => {
  it('answers the smallest zone holding the point and its own fee', async () => {
    const response = await admin.get(coverageUrl(store.id, { latitude: -33.45, longitude: -70.65 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      covered: true,
      zone: { id: areaId('Plaza'), name: 'Plaza' },
      exclusion: null,
      delivery_fee: 350000,
      delivery_type: 'own',
    });
  });

  it('takes the fee of the first enabled delivery method when the zone has none', async () => {
    const response = await admin.get(coverageUrl(store.id, { latitude: -33.48, longitude: -70.55 }));
    expect(response.json()).toMatchObject({ covered: true, zone: { name: 'Grande' }, delivery_fee: 199000 });
  });

  it('answers the exclusion that removes a point, with no fee', async () => {
    const response = await admin.get(coverageUrl(store.id, { latitude: -33.415, longitude: -70.615 }));
    expect(response.json()).toEqual({
      covered: false,
      zone: null,
      exclusion: { id: areaId('Cerro'), name: 'Cerro' },
      delivery_fee: null,
      delivery_type: null,
    });
  });

  it('answers nothing for a point outside every area', async () => {
    const response = await admin.get(coverageUrl(store.id, { latitude: -33.0, longitude: -71.0 }));
    expect(response.json()).toEqual({
      covered: false,
      zone: null,
      exclusion: null,
      delivery_fee: null,
      delivery_type: null,
    });
  });

  it('refuses coordinates that are missing, blank or out of range', async () => {
    expectValidationError(await admin.get(`${STORES}/${store.id}/coverage?latitude=-33.4`), [
      { field: 'longitude' },
    ]);
    expectValidationError(await admin.get(`${STORES}/${store.id}/coverage?latitude=&longitude=-70.6`), [
      { field: 'latitude' },
    ]);
    expectValidationError(await admin.get(coverageUrl(store.id, { latitude: 91, longitude: -181 })), [
      { field: 'latitude' },
      { field: 'longitude' },
    ]);
  });
});

describe('who may use the delivery-area routes', () => {
  const everyRoute = (c: Client, id: number) => [
    c.get(kmlUrl(id)),
    c.get(geoJsonUrl(id)),
    c.get(coverageUrl(id, { latitude: -33.45, longitude: -70.65 })),
    uploadAreas(c, id, fixture('santiago-zones.kml')),
  ];

  it('lets a role with stores:show export and ask coverage, but not import', async () => {
    const reader = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    const [kml, geojson, coverage] = await Promise.all(everyRoute(reader.client, store.id).slice(0, 3));
    expect([kml?.statusCode, geojson?.statusCode, coverage?.statusCode]).toEqual([200, 200, 200]);
    await expectUnchanged(ctx, ctx.alpha, admin, store.id, async () => {
      const response = await uploadAreas(reader.client, store.id, fixture('santiago-zones.kml'));
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe(401);
    });
  });

  it('answers 404 on every route for another tenant’s store and outside a limited user’s stores', async () => {
    const beta = await superAdmin(ctx, ctx.beta);
    const betaStore = (await beta.get(STORES)).json().data[0].id as number;
    const other = await createStore(admin, ctx.alpha);
    const limited = await userWith(ctx, ctx.alpha, { roleNames: ['admin cc'], storeIds: [store.id] });
    for (const [client, id] of [
      [admin, betaStore],
      [limited.client, other.id],
    ] as const) {
      for (const response of await Promise.all(everyRoute(client, id))) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 1002, message: 'El recurso solicitado no existe' });
      }
    }
    expect((await uploadAreas(limited.client, store.id, fixture('santiago-zones.kml'))).statusCode).toBe(200);
  });
});
