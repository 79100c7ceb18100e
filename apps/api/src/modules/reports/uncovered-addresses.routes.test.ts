import { orderRefusals, reportFilterRefusal, zonedParts } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  expectValidationError,
  startTestApp,
  superAdmin,
  type TestContext,
  userWith,
} from '../../../test/harness.js';
import { type OrderingStore, orderBody, orderingStore, placeOrder } from '../orders/orders.test-helpers.js';

const REPORT = '/api/admin/v1/kpi/reports?report_type=uncovered_addresses';
const KM_LATITUDE = 1 / 111.32;

let ctx: TestContext;
let admin: Client;
let north: OrderingStore;
let south: OrderingStore;
let today: string;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
  north = await orderingStore(ctx, admin);
  south = await orderingStore(ctx, admin);
  today = zonedParts(new Date(), ctx.alpha.timeZone).date;
});
afterAll(() => ctx?.close());

const pointOf = (shop: OrderingStore, kmNorth: number) => ({
  latitude: (shop.store.latitude as number) + kmNorth * KM_LATITUDE,
  longitude: shop.store.longitude as number,
});
const deliveryTo = (
  shop: OrderingStore,
  kmNorth: number,
  text: string,
  change: Record<string, unknown> = {},
) =>
  placeOrder(
    ctx,
    ctx.alpha,
    orderBody(shop, {
      dispatch_method: 'delivery',
      address: { text_address: text, ...pointOf(shop, kmNorth) },
      ...change,
    }),
  );
const rounded = (degrees: number) => Math.round(degrees * 1000) / 1000;

describe('uncovered addresses: delivery orders refused for an address outside every zone', () => {
  it('counts each refused attempt per place and store, and nothing the checkout took or did not judge', async () => {
    for (const [shop, km, text] of [
      [north, 10, 'Los Aromos 100'],
      [north, 10, 'Los Aromos 100 depto 2'],
      [north, 12, 'Camino Real 5'],
      [south, 15, 'El Bosque 77'],
    ] as const) {
      const refused = await deliveryTo(shop, km, text);
      expectValidationError(refused, [{ field: 'address', message: orderRefusals.outsideZones }]);
    }
    // Refused for the address and for the payment at once: still an attempt from an uncovered address.
    expect((await deliveryTo(south, 15, 'El Bosque 77', { payment_method: 'online' })).statusCode).toBe(422);
    // Taken (inside a zone), a pick-up, and a delivery with no address at all: not uncovered attempts.
    expect((await deliveryTo(north, 0.3, 'Cerca 1')).statusCode).toBe(201);
    expect((await placeOrder(ctx, ctx.alpha, orderBody(north))).statusCode).toBe(201);
    expect(
      (await placeOrder(ctx, ctx.alpha, orderBody(north, { dispatch_method: 'delivery' }))).statusCode,
    ).toBe(422);

    const report = (await admin.get(`${REPORT}&from=${today}&to=${today}`)).json();
    expect(report).toMatchObject({ report_type: 'uncovered_addresses', from: today, to: today });
    expect(report.totals).toEqual({ attempts: 5, addresses: 3 });
    expect(report.places).toEqual(
      [
        {
          latitude: rounded(pointOf(north, 10).latitude),
          longitude: rounded(pointOf(north, 10).longitude),
          attempts: 2,
          text_address: 'Los Aromos 100 depto 2',
        },
        {
          latitude: rounded(pointOf(south, 15).latitude),
          longitude: rounded(pointOf(south, 15).longitude),
          attempts: 2,
          text_address: 'El Bosque 77',
        },
        {
          latitude: rounded(pointOf(north, 12).latitude),
          longitude: rounded(pointOf(north, 12).longitude),
          attempts: 1,
          text_address: 'Camino Real 5',
        },
      ].sort((a, b) => b.attempts - a.attempts || a.latitude - b.latitude || a.longitude - b.longitude),
    );
    expect(report.stores).toEqual([
      { store_id: north.store.id, attempts: 3 },
      { store_id: south.store.id, attempts: 2 },
    ]);
  });

  it('keeps to the period, the stores asked for and a store-limited user’s stores', async () => {
    const before = (await admin.get(`${REPORT}&from=2026-01-01&to=2026-01-31`)).json();
    expect(before.totals).toEqual({ attempts: 0, addresses: 0 });
    expect(before.places).toEqual([]);

    const onlySouth = (
      await admin.get(`${REPORT}&from=${today}&to=${today}&store_id=${south.store.id}`)
    ).json();
    expect(onlySouth.totals).toEqual({ attempts: 2, addresses: 1 });
    expect(onlySouth.stores).toEqual([{ store_id: south.store.id, attempts: 2 }]);

    const limited = await userWith(ctx, ctx.alpha, { roleNames: ['admin'], storeIds: [north.store.id] });
    const theirs = (await limited.client.get(`${REPORT}&from=${today}&to=${today}`)).json();
    expect(theirs.totals).toEqual({ attempts: 3, addresses: 2 });
    expect(theirs.stores).toEqual([{ store_id: north.store.id, attempts: 3 }]);
    const asked = (
      await limited.client.get(`${REPORT}&from=${today}&to=${today}&store_id=${south.store.id}`)
    ).json();
    expect(asked.totals).toEqual({ attempts: 0, addresses: 0 });

    const otherTenant = await superAdmin(ctx, ctx.beta);
    expect((await otherTenant.get(`${REPORT}&from=${today}&to=${today}`)).json().totals).toEqual({
      attempts: 0,
      addresses: 0,
    });
  });

  it('refuses the method filters it cannot honour, naming those it takes', async () => {
    expectValidationError(await admin.get(`${REPORT}&dispatch_method=delivery`), [
      { field: 'dispatch_method', message: reportFilterRefusal('uncovered_addresses') },
    ]);
  });
});
