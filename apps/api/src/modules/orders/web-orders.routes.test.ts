import { randomUUID } from 'node:crypto';
import { couponRefusals, orderLimits, orderRefusals } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  expectValidationError,
  startTestApp,
  superAdmin,
  type TestContext,
} from '../../../test/harness.js';
import { alwaysValidCoupon, COUPONS, createCoupon } from '../coupons/coupons.test-helpers.js';
import {
  alwaysOpen,
  ORDERS,
  type OrderingStore,
  orderBody,
  orderCount,
  orderingStore,
  placeOrder,
} from './orders.test-helpers.js';

let ctx: TestContext;
let admin: Client;
let shop: OrderingStore;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
  shop = await orderingStore(ctx, admin);
});
afterAll(() => ctx?.close());

const KM_LATITUDE = 1 / 111.32;
const addressAt = (kmNorth: number) => ({
  text_address: 'Av. Providencia 1234',
  latitude: (shop.store.latitude as number) + kmNorth * KM_LATITUDE,
  longitude: shop.store.longitude as number,
  details: 'Depto 501',
});

describe('POST /api/web/v1/orders', () => {
  it('prices the order on the server, whatever the storefront sent, and shows it to the console', async () => {
    const body = orderBody(shop, {
      items: [
        {
          product_id: shop.burger,
          quantity: 2,
          unit_price: 1,
          options: [
            { modifier_id: shop.doneness.id, option_id: shop.doneness.wellDone },
            { modifier_id: shop.extras.id, option_id: shop.extras.bacon, quantity: 2 },
          ],
        },
      ],
      total: 10,
      tip: 50000,
    });
    const response = await placeOrder(ctx, ctx.alpha, body);
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      status: 'created',
      dispatch_method: 'pick_up',
      store_id: shop.store.id,
      amounts: { subtotal: 2 * (699000 + 180000), discount: 0, delivery_fee: 0, tip: 50000, total: 1808000 },
      points: 17580,
      payment: { method: 'cash', status: 'created' },
      address: null,
    });
    expect(order.code).toMatch(/^[A-HJKMNP-Z2-9]{7}$/);
    expect(order.items[0]).toMatchObject({ quantity: 2, unit_price: 699000, options_price: 180000 });
    expect(order.items[0].options.map((o: { name: string }) => o.name)).toEqual(['Bien cocida', 'Tocino']);
    expect(order.history).toMatchObject([{ from: null, to: 'created', by: 'customer' }]);

    // The console's view is the storefront's answer but for where to pay online (cash here).
    expect(order.online_payment).toBeNull();
    // The console's detail adds the customer's loyalty points, never told to a storefront.
    const { loyalty: _points, ...detail } = (await admin.get(`${ORDERS}/${order.id}`)).json();
    expect({ ...detail, online_payment: null }).toEqual(order);
    const listed = (await admin.get(`${ORDERS}?code=${order.code}`)).json();
    expect(listed.data).toHaveLength(1);
    const { items_count, ...row } = listed.data[0];
    expect(items_count).toBe(2);
    expect(order).toMatchObject(row);
  });

  it('charges the delivery fee of the smallest zone covering the address, at delivery prices', async () => {
    const near = await placeOrder(
      ctx,
      ctx.alpha,
      orderBody(shop, { dispatch_method: 'delivery', address: addressAt(0.5) }),
    );
    expect(near.statusCode, near.body).toBe(201);
    expect(near.json().amounts).toMatchObject({ subtotal: 749000, delivery_fee: 199000, total: 948000 });
    expect(near.json().address).toMatchObject({ text_address: 'Av. Providencia 1234', details: 'Depto 501' });
    const far = await placeOrder(
      ctx,
      ctx.alpha,
      orderBody(shop, { dispatch_method: 'delivery', address: addressAt(2.2) }),
    );
    expect(far.json().amounts.delivery_fee).toBe(299000);
  });

  it('takes a coupon through the promotion engine and counts its use', async () => {
    const coupon = await createCoupon(admin, { ...alwaysValidCoupon, discount: 10, max_discount: null });
    const response = await placeOrder(
      ctx,
      ctx.alpha,
      orderBody(shop, { coupon_code: coupon.code.toLowerCase() }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      coupon_code: coupon.code,
      amounts: { subtotal: 699000, discount: 69900, total: 629100 },
    });
    expect((await admin.get(`${COUPONS}/${coupon.id}`)).json().used_count).toBe(1);
  });

  it('starts an online payment as pending, and a future order as scheduled', async () => {
    const online = await placeOrder(
      ctx,
      ctx.alpha,
      orderBody(shop, { dispatch_method: 'delivery', address: addressAt(0), payment_method: 'online' }),
    );
    expect(online.json()).toMatchObject({ status: 'pending_online_payment', payment: { status: 'created' } });
    const at = new Date(Date.now() + 26 * 3_600_000);
    const later = await placeOrder(ctx, ctx.alpha, orderBody(shop, { scheduled_at: at.toISOString() }));
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json()).toMatchObject({ status: 'creation_scheduled', scheduled_at: at.toISOString() });
    const [row] = (await admin.get(`${ORDERS}?code=${later.json().code}`)).json().data;
    expect(row).toMatchObject({ scheduled_at: at.toISOString(), created_at: later.json().created_at });
  });

  it('keeps an invoice’s billing details with the order', async () => {
    const billing = {
      type: 'invoice',
      document_type: 'RUT 76.123.456-7',
      business_name: 'Comercial Los Aromos SpA',
      email: 'pagos@losaromos.cl',
      phone: '+56223456789',
      tax_free: true,
    };
    const placed = await placeOrder(ctx, ctx.alpha, orderBody(shop, { billing }));
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await admin.get(`${ORDERS}/${placed.json().id}`)).json().billing).toEqual(billing);
  });

  it('answers the first order again for a repeated Idempotency-Key, and makes one', async () => {
    const key = randomUUID();
    const body = orderBody(shop);
    const before = await orderCount(ctx, ctx.alpha);
    const first = await placeOrder(ctx, ctx.alpha, body, key);
    const again = await placeOrder(ctx, ctx.alpha, body, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().id).toBe(first.json().id);
    expect(await orderCount(ctx, ctx.alpha)).toBe(before + 1);
    const malformed = await placeOrder(ctx, ctx.alpha, body, 'not-a-uuid');
    expect(malformed.statusCode).toBe(422);
  });
});

describe('refusals: a clear reason under its field, nothing saved', () => {
  const refusals: [string, () => Promise<Record<string, unknown>>, string, string][] = [
    [
      'a store of another tenant',
      async () => orderBody(shop, { store_id: 999_999 }),
      'store_id',
      orderRefusals.storeUnknown,
    ],
    [
      'an address outside every zone',
      async () => orderBody(shop, { dispatch_method: 'delivery', address: addressAt(10) }),
      'address',
      orderRefusals.outsideZones,
    ],
    [
      'a delivery without address',
      async () => orderBody(shop, { dispatch_method: 'delivery' }),
      'address',
      orderRefusals.addressRequired,
    ],
    [
      'a product not in the menu',
      async () => orderBody(shop, { items: [{ product_id: 999_999, quantity: 1 }] }),
      'items.0.product_id',
      orderRefusals.productUnknown,
    ],
    [
      'a product not offered on the platform',
      async () => orderBody(shop, { items: [{ product_id: shop.fries, quantity: 1 }] }),
      'items.0.product_id',
      expect.stringContaining('no está disponible') as unknown as string,
    ],
    [
      'a required modifier left out',
      async () => orderBody(shop, { items: [{ product_id: shop.burger, quantity: 1 }] }),
      'items.0.options',
      orderRefusals.tooFewOptions('Punto de la carne', 1),
    ],
    [
      'a payment method the store does not take for pick-up',
      async () => orderBody(shop, { payment_method: 'online' }),
      'payment_method',
      orderRefusals.paymentNotTaken('online'),
    ],
    [
      'an invoice without its business name',
      async () =>
        orderBody(shop, {
          billing: { type: 'invoice', document_type: 'RUT 76.123.456-7', email: 'pagos@empresa.cl' },
        }),
      'billing',
      orderRefusals.billingIncomplete,
    ],
    [
      'a coupon that does not exist',
      async () => orderBody(shop, { coupon_code: 'NOEXISTE' }),
      'coupon_code',
      orderRefusals.couponUnknown,
    ],
    [
      'a coupon that does not apply',
      async () => orderBody(shop, { coupon_code: (await createCoupon(admin, { enabled: false })).code }),
      'coupon_code',
      couponRefusals.disabled,
    ],
    [
      'a future order under 30 minutes ahead',
      async () => orderBody(shop, { scheduled_at: new Date(Date.now() + 60_000).toISOString() }),
      'scheduled_at',
      orderRefusals.scheduledTooSoon(30),
    ],
    [
      'a future order beyond the days ahead',
      async () => orderBody(shop, { scheduled_at: new Date(Date.now() + 8 * 86_400_000).toISOString() }),
      'scheduled_at',
      orderRefusals.scheduledTooFar(7),
    ],
  ];

  it.each(refusals)('refuses %s', async (_, build, field, message) => {
    const before = await orderCount(ctx, ctx.alpha);
    const response = await placeOrder(ctx, ctx.alpha, await build());
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual(expect.arrayContaining([{ field, message }]));
    expect(await orderCount(ctx, ctx.alpha)).toBe(before);
  });

  it('refuses a closed store, a dispatch method it does not offer, tips it does not take and future orders', async () => {
    const closed = await orderingStore(ctx, admin, {
      business_hours: [],
      order_method: 'in_store',
      enabled_tip_store: false,
      future_orders_enabled: false,
    });
    const now = await placeOrder(ctx, ctx.alpha, orderBody(closed, { tip: 1000 }));
    expectValidationError(now, [
      { field: 'store_id', message: orderRefusals.storeClosed },
      { field: 'tip', message: orderRefusals.tipNotTaken },
    ]);
    const delivery = await placeOrder(
      ctx,
      ctx.alpha,
      orderBody(closed, { dispatch_method: 'delivery', address: addressAt(0) }),
    );
    expect(delivery.json().errors).toContainEqual({
      field: 'dispatch_method',
      message: orderRefusals.methodNotOffered('delivery'),
    });
    const later = await placeOrder(
      ctx,
      ctx.alpha,
      orderBody(closed, { scheduled_at: new Date(Date.now() + 3 * 3_600_000).toISOString() }),
    );
    expect(later.json().errors).toContainEqual({
      field: 'scheduled_at',
      message: orderRefusals.futureOrdersOff,
    });
  });

  it('refuses a future order in a full 30-minute slot of the store', async () => {
    const other = await orderingStore(ctx, admin, { business_hours: alwaysOpen });
    const limit = (n: number) =>
      admin.patch('/api/admin/v1/settings', { general: { max_future_orders_per_store: n } });
    expect((await limit(1)).statusCode).toBe(200);
    try {
      const slot = new Date(Math.ceil((Date.now() + 2 * 3_600_000) / 1_800_000) * 1_800_000);
      const first = await placeOrder(ctx, ctx.alpha, orderBody(other, { scheduled_at: slot.toISOString() }));
      expect(first.statusCode, first.body).toBe(201);
      const sameSlot = new Date(slot.getTime() + 20 * 60_000).toISOString();
      const second = await placeOrder(ctx, ctx.alpha, orderBody(other, { scheduled_at: sameSlot }));
      expectValidationError(second, [{ field: 'scheduled_at', message: orderRefusals.slotFull }]);
      const nextSlot = new Date(slot.getTime() + 30 * 60_000).toISOString();
      expect(
        (await placeOrder(ctx, ctx.alpha, orderBody(other, { scheduled_at: nextSlot }))).statusCode,
      ).toBe(201);
    } finally {
      await limit(orderLimits.defaultMaxFutureOrdersPerStore);
    }
  });

  it('refuses malformed bodies with the field of each problem', async () => {
    const response = await placeOrder(ctx, ctx.alpha, {
      store_id: 'uno',
      platform: 'fax',
      dispatch_method: 'delivery',
      customer: { name: '', email: 'no-es-correo', phone: '912' },
      items: [],
      payment_method: 'bitcoin',
    });
    expect(response.statusCode).toBe(422);
    const fields = response.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'store_id',
        'platform',
        'customer.name',
        'customer.email',
        'customer.phone',
        'items',
        'payment_method',
      ]),
    );
  });
});

describe('GET /orders', () => {
  it('pages through a filtered list newest first, the pages past the middle included', async () => {
    const email = `paginas.${randomUUID().slice(0, 8)}@example.cl`;
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) {
      const body = orderBody(shop, { customer: { name: 'Pía Páginas', email, phone: '+56912345678' } });
      ids.push((await placeOrder(ctx, ctx.alpha, body)).json().id);
    }
    const pages = [];
    for (let page = 1; page <= 4; page++) {
      const listed = (await admin.get(`${ORDERS}?customer=${email}&limit=2&page=${page}`)).json();
      expect(listed.meta).toMatchObject({ page, total_count: 7, total_pages: 4 });
      pages.push(...listed.data.map((o: { id: number }) => o.id));
    }
    expect(pages).toEqual([...ids].reverse());
    expect((await admin.get(`${ORDERS}?customer=${email}&limit=2&page=5`)).json().data).toEqual([]);
  });

  it('totals the whole list and a store’s from the kept counts, equal to counting the orders', async () => {
    await placeOrder(ctx, ctx.alpha, orderBody(shop));
    const counted = async (where: string) =>
      (
        await ctx.db.executeOwnerSql(`select count(*)::int as n from orders where tenant_id = $1 ${where}`, [
          ctx.alpha.id,
        ])
      ).rows[0] as { n: number };
    const all = (await admin.get(`${ORDERS}?limit=1`)).json().meta.total_count;
    expect(all).toBe((await counted('')).n);
    expect(all).toBeGreaterThan(0);
    const ofStore = (await admin.get(`${ORDERS}?limit=1&page=2&store_id=${shop.store.id}`)).json().meta
      .total_count;
    expect(ofStore).toBe((await counted(`and store_id = ${shop.store.id}`)).n);
  });

  it('refuses a range day no calendar can follow, instead of failing', async () => {
    const response = await admin.get(`${ORDERS}?to=9999-12-31`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { field: 'to', message: 'La fecha debe estar entre 2000-01-01 y 2999-12-31' },
    ]);
    const range = await admin.get(`${ORDERS}?from=2026-01-01&to=2999-12-31`);
    expect(range.statusCode).toBe(200);
  });

  it('filters by platform only when asked: the console’s own platform header is not a filter', async () => {
    const app = (await placeOrder(ctx, ctx.alpha, orderBody(shop, { platform: 'app' }))).json();
    const asConsole = (url: string) => admin.raw({ method: 'GET', url, headers: { platform: 'web' } });
    const unfiltered = await asConsole(`${ORDERS}?code=${app.code}`);
    expect(unfiltered.json().data.map((o: { id: number }) => o.id)).toEqual([app.id]);
    const webOnly = await asConsole(`${ORDERS}?code=${app.code}&platform=web`);
    expect(webOnly.json().meta.total_count).toBe(0);
  });
});

describe('tenants', () => {
  it('keeps an order out of another tenant’s console', async () => {
    const order = (await placeOrder(ctx, ctx.alpha, orderBody(shop))).json();
    const beta = await superAdmin(ctx, ctx.beta);
    expect((await beta.get(`${ORDERS}/${order.id}`)).statusCode).toBe(404);
    expect((await beta.get(`${ORDERS}?code=${order.code}`)).json().meta.total_count).toBe(0);
    const fromBeta = await placeOrder(ctx, ctx.beta, orderBody(shop));
    expectValidationError(fromBeta, [{ field: 'store_id', message: orderRefusals.storeUnknown }]);
  });
});
