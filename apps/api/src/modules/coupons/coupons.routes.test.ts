import {
  couponMessages,
  ErrorCode,
  errorMessages,
  forbiddenMessage,
  paymentMethodKeys,
} from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  expectValidationError,
  startTestApp,
  superAdmin,
  type TestContext,
  userWith,
} from '../../../test/harness.js';
import { createMenu, MENUS } from '../menus/menus.test-helpers.js';
import { createProduct, modifiersWithIds, PRODUCTS } from '../products/products.test-helpers.js';
import {
  auditCount,
  auditOf,
  createStore,
  expectResourceUnchanged,
  STORES,
} from '../stores/stores.test-helpers.js';
import {
  COUPONS,
  type CouponJson,
  couponBody,
  createCoupon,
  markCouponUsed,
  uniqueCode,
} from './coupons.test-helpers.js';

let ctx: TestContext;
let admin: Client;
let betaAdmin: Client;
let storeIds: number[];
let betaStoreId: number;

beforeAll(async () => {
  ctx = await startTestApp({ signInRateLimit: 1000 });
  admin = await superAdmin(ctx, ctx.alpha);
  betaAdmin = await superAdmin(ctx, ctx.beta);
  await modifiersWithIds(ctx, ctx.alpha.id, [501, 502]);
  storeIds = ((await admin.get(`${STORES}?limit=100`)).json().data as { id: number }[]).map((s) => s.id);
  betaStoreId = ((await betaAdmin.get(`${STORES}?limit=1`)).json().data as { id: number }[])[0]?.id ?? 0;
});
afterAll(() => ctx?.close());

/** Refuses the call, and the coupon and the audit log are exactly as they were. */
const expectCouponUnchanged = (id: number, call: () => Promise<unknown>) =>
  expectResourceUnchanged(ctx, ctx.alpha, admin, `${COUPONS}/${id}`, call);

describe('POST /coupons and GET /coupons/{id}', () => {
  it('creates a coupon with every field and answers it as GET does, audited', async () => {
    const product = await createProduct(admin);
    const { menu } = await createMenu(admin, 'Carta cupones');
    const group = menu.price_groups[0]?.id ?? 0;
    const body = couponBody({
      store_ids: storeIds.slice(0, 2),
      couponables: [
        { couponable_type: 'product', couponable_id: product.id },
        { couponable_type: 'price_group', couponable_id: group },
      ],
      payment_methods: ['cash', 'card'],
      special_condition: 'first_purchase',
    });
    const response = await admin.post(COUPONS, body);
    expect(response.statusCode).toBe(201);
    const coupon = response.json() as CouponJson;
    const { code: _code, ...rest } = body;
    expect(coupon).toMatchObject({ ...rest, code: body.code, used_count: 0 });
    expect(coupon.store_ids).toEqual([...storeIds.slice(0, 2)].sort((a, b) => a - b));
    expect((await admin.get(`${COUPONS}/${coupon.id}`)).json()).toEqual(coupon);
    const [audit] = await auditOf(ctx, ctx.alpha, 'coupon', coupon.id);
    expect(audit).toMatchObject({
      action: 'create',
      before: null,
      after: expect.objectContaining({ code: body.code }),
    });
  });

  it('fills what a short body leaves out with the defaults a merchant expects', async () => {
    const code = uniqueCode('MIN');
    const response = await admin.post(COUPONS, {
      code,
      kind: 'giftcard',
      discount: 300000,
      start_date: '2026-12-01',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      code,
      max_discount: null,
      minimum_to_redeem: 0,
      quantity: null,
      expiry_date: null,
      start_time: '00:00',
      expiry_time: '23:59',
      dispatch_method: 'both',
      store_ids: [],
      couponables: [],
      enabled: true,
      automatic: false,
      availability: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
    });
  });

  it('ignores the read-only fields a client sends back (id, used_count, timestamps)', async () => {
    const response = await admin.post(COUPONS, couponBody({ id: 999999, used_count: 40, created_at: 'x' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ used_count: 0 });
    expect(response.json().id).not.toBe(999999);
  });

  it('takes back what GET answered without changing anything or auditing', async () => {
    const coupon = await createCoupon(admin);
    await expectCouponUnchanged(coupon.id, async () => {
      const again = await admin.patch(`${COUPONS}/${coupon.id}`, coupon);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(coupon);
    });
  });
});

describe('the coupon rules over HTTP (spec part 2 §5): each refused, nothing saved', () => {
  const cases: { rule: string; change: () => Record<string, unknown>; field: string; message?: string }[] = [
    { rule: 'code required', change: () => ({ code: '   ' }), field: 'code' },
    { rule: 'code without surrounding spaces', change: () => ({ code: ' VERANO10 ' }), field: 'code' },
    {
      rule: 'code letters and digits',
      change: () => ({ code: 'VERANO 10%' }),
      field: 'code',
      message: couponMessages.codeFormat,
    },
    {
      rule: 'discount above 0',
      change: () => ({ discount: 0 }),
      field: 'discount',
      message: couponMessages.discountPositive,
    },
    { rule: 'discount numeric', change: () => ({ discount: '10' }), field: 'discount' },
    {
      rule: 'percentage at most 100',
      change: () => ({ discount: 150 }),
      field: 'discount',
      message: couponMessages.percentageAbove100,
    },
    {
      rule: 'percentage two decimals',
      change: () => ({ discount: 12.345 }),
      field: 'discount',
      message: couponMessages.twoDecimals,
    },
    {
      rule: 'fixed amount in whole cents',
      change: () => ({ kind: 'giftcard', discount: 1000.5 }),
      field: 'discount',
      message: couponMessages.wholeCents,
    },
    {
      rule: 'max discount above 0',
      change: () => ({ max_discount: 0 }),
      field: 'max_discount',
      message: couponMessages.discountPositive,
    },
    {
      rule: 'minimum to redeem numeric',
      change: () => ({ minimum_to_redeem: 'mil' }),
      field: 'minimum_to_redeem',
    },
    { rule: 'valid start date', change: () => ({ start_date: '2026-02-30' }), field: 'start_date' },
    { rule: 'valid start time', change: () => ({ start_time: '25:00' }), field: 'start_time' },
    {
      rule: 'end after start, date and time together',
      change: () => ({ expiry_date: '2026-12-01', start_time: '10:00', expiry_time: '10:00' }),
      field: 'expiry_date',
      message: couponMessages.endBeforeStart,
    },
    {
      rule: 'end date not before start date',
      change: () => ({ expiry_date: '2026-11-30' }),
      field: 'expiry_date',
    },
    {
      rule: 'gift needs a product',
      change: () => ({ kind: 'gift', discount: 100 }),
      field: 'couponables',
      message: couponMessages.productRequired,
    },
    { rule: 'a known kind', change: () => ({ kind: 'twoforone' }), field: 'kind' },
    { rule: 'at least one platform', change: () => ({ platform: [] }), field: 'platform' },
    { rule: 'at least one weekday', change: () => ({ availability: [] }), field: 'availability' },
    {
      rule: 'a store listed once',
      change: () => ({ store_ids: [storeIds[0], storeIds[0]] }),
      field: 'store_ids.1',
      message: couponMessages.repeatedStore,
    },
    {
      rule: 'a store of the tenant',
      change: () => ({ store_ids: [999999] }),
      field: 'store_ids.0',
      message: couponMessages.unknownStore,
    },
    {
      rule: 'another tenant’s store is unknown',
      change: () => ({ store_ids: [storeIds[0], betaStoreId] }),
      field: 'store_ids.1',
      message: couponMessages.unknownStore,
    },
    {
      rule: 'a product of the tenant',
      change: () => ({ couponables: [{ couponable_type: 'product', couponable_id: 999999 }] }),
      field: 'couponables.0.couponable_id',
      message: couponMessages.unknownProduct,
    },
    {
      rule: 'a price group of the tenant',
      change: () => ({ couponables: [{ couponable_type: 'price_group', couponable_id: 999999 }] }),
      field: 'couponables.0.couponable_id',
      message: couponMessages.unknownPriceGroup,
    },
    {
      rule: 'a payment method some store offers',
      change: () => ({ payment_methods: ['cash', 'sodexo'] }),
      field: 'payment_methods.1',
      message: couponMessages.unknownPaymentMethod,
    },
    {
      rule: 'a known payment method',
      change: () => ({ payment_methods: ['bitcoin'] }),
      field: 'payment_methods.0',
    },
    { rule: 'no unknown field', change: () => ({ two_for_one: true }), field: 'two_for_one' },
  ];

  it.each(cases)('POST refuses: $rule', async ({ change, field, message }) => {
    const audits = await auditCount(ctx, ctx.alpha);
    const before = (await admin.get(`${COUPONS}?limit=1`)).json().meta.total_count;
    expectValidationError(await admin.post(COUPONS, couponBody(change())), [
      { field, ...(message ? { message } : {}) },
    ]);
    expect(await auditCount(ctx, ctx.alpha)).toBe(audits);
    expect((await admin.get(`${COUPONS}?limit=1`)).json().meta.total_count).toBe(before);
  });

  it('a code is unique in the tenant whatever its case, and free in another tenant', async () => {
    const coupon = await createCoupon(admin);
    const sameCode = coupon.code.toLowerCase();
    expectValidationError(await admin.post(COUPONS, couponBody({ code: sameCode })), [
      { field: 'code', message: couponMessages.codeTaken },
    ]);
    const other = await createCoupon(admin);
    await expectCouponUnchanged(other.id, async () =>
      expectValidationError(await admin.patch(`${COUPONS}/${other.id}`, { code: coupon.code }), [
        { field: 'code' },
      ]),
    );
    expect((await betaAdmin.post(COUPONS, couponBody({ code: coupon.code }))).statusCode).toBe(201);
  });

  it('two requests saving one code at once: one coupon, the other told why', async () => {
    const code = uniqueCode('RACE');
    const answers = await Promise.all([
      admin.post(COUPONS, couponBody({ code })),
      admin.post(COUPONS, couponBody({ code })),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    expect((await admin.get(`${COUPONS}?query=${code}`)).json().data).toHaveLength(1);
  });

  it('a PATCH that breaks a rule leaves the coupon as it was', async () => {
    const coupon = await createCoupon(admin, { store_ids: [storeIds[0]] });
    await expectCouponUnchanged(coupon.id, async () =>
      expectValidationError(
        await admin.patch(`${COUPONS}/${coupon.id}`, { discount: 20, store_ids: [storeIds[0], 999999] }),
        [{ field: 'store_ids.1' }],
      ),
    );
  });
});

describe('PATCH /coupons/{id}', () => {
  it('changes only the fields sent and audits before and after', async () => {
    const coupon = await createCoupon(admin, { store_ids: storeIds.slice(0, 2) });
    const response = await admin.patch(`${COUPONS}/${coupon.id}`, { discount: 20, store_ids: [storeIds[1]] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...coupon,
      discount: 20,
      store_ids: [storeIds[1]],
      updated_at: expect.any(String),
    });
    const audits = await auditOf(ctx, ctx.alpha, 'coupon', coupon.id);
    expect(audits.at(-1)).toMatchObject({
      action: 'update',
      before: expect.objectContaining({ discount: 15 }),
      after: expect.objectContaining({ discount: 20 }),
    });
  });

  it('{ enabled } alone switches a coupon off and on again', async () => {
    const coupon = await createCoupon(admin);
    const off = await admin.patch(`${COUPONS}/${coupon.id}`, { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false, code: coupon.code, discount: coupon.discount });
    expect((await admin.get(`${COUPONS}?enabled=false&query=${coupon.code}`)).json().data).toHaveLength(1);
    expect((await admin.patch(`${COUPONS}/${coupon.id}`, { enabled: true })).json().enabled).toBe(true);
  });

  it('checks the whole coupon after the change: a giftcard turned percentage above 100 is refused', async () => {
    const coupon = await createCoupon(admin, { kind: 'giftcard', discount: 200000, max_discount: null });
    await expectCouponUnchanged(coupon.id, async () =>
      expectValidationError(await admin.patch(`${COUPONS}/${coupon.id}`, { kind: 'percentage' }), [
        { field: 'discount', message: couponMessages.percentageAbove100 },
      ]),
    );
  });
});

describe('GET /coupons', () => {
  it('searches the code, filters by enabled, kind, store and validity, and pages', async () => {
    const tag = uniqueCode('LST');
    const today = new Date();
    const year = today.getUTCFullYear();
    const active = await createCoupon(admin, {
      code: `${tag}A`,
      start_date: `${year - 1}-01-01`,
      expiry_date: `${year + 1}-12-31`,
      store_ids: [storeIds[0]],
    });
    const expired = await createCoupon(admin, {
      code: `${tag}E`,
      start_date: '2020-01-01',
      expiry_date: '2020-02-01',
      kind: 'giftcard',
      discount: 100000,
      max_discount: null,
    });
    const upcoming = await createCoupon(admin, {
      code: `${tag}U`,
      start_date: `${year + 2}-01-01`,
      expiry_date: null,
      enabled: false,
    });
    const codes = async (filter: string) =>
      ((await admin.get(`${COUPONS}?query=${tag.toLowerCase()}${filter}`)).json().data as CouponJson[]).map(
        (c) => c.code,
      );
    expect(await codes('')).toEqual([upcoming.code, expired.code, active.code]);
    expect(await codes('&validity=active')).toEqual([active.code]);
    expect(await codes('&validity=expired')).toEqual([expired.code]);
    expect(await codes('&validity=upcoming')).toEqual([upcoming.code]);
    expect(await codes('&enabled=false')).toEqual([upcoming.code]);
    expect(await codes('&kind=giftcard')).toEqual([expired.code]);
    // A coupon naming no store is valid in every store.
    expect(await codes(`&store_id=${storeIds[0]}`)).toEqual([upcoming.code, expired.code, active.code]);
    expect(await codes(`&store_id=${storeIds[1]}`)).toEqual([upcoming.code, expired.code]);
    const page = (await admin.get(`${COUPONS}?query=${tag}&limit=2&page=2`)).json();
    expect(page.data).toHaveLength(1);
    expect(page.meta).toEqual({ page: 2, limit: 2, total_count: 3, total_pages: 2, next_page: null });
    expect(page.data[0]).toEqual({
      id: active.id,
      code: active.code,
      kind: 'percentage',
      discount: 15,
      max_discount: 500000,
      quantity: 500,
      used_count: 0,
      start_date: active.start_date,
      start_time: '09:00',
      expiry_date: active.expiry_date,
      expiry_time: '22:30',
      enabled: true,
      automatic: false,
      store_ids: [storeIds[0]],
    });
  });

  it('refuses filters it does not know the values of', async () => {
    expect((await admin.get(`${COUPONS}?kind=2x1`)).statusCode).toBe(422);
    expect((await admin.get(`${COUPONS}?validity=soon`)).statusCode).toBe(422);
    expect((await admin.get(`${COUPONS}?enabled=yes`)).statusCode).toBe(422);
  });
});

describe('DELETE /coupons/{id}', () => {
  it('deletes an unused coupon, audited, and says so', async () => {
    const coupon = await createCoupon(admin, { store_ids: [storeIds[0]] });
    const response = await admin.delete(`${COUPONS}/${coupon.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: couponMessages.couponDeleted });
    expect((await admin.get(`${COUPONS}/${coupon.id}`)).statusCode).toBe(404);
    expect((await auditOf(ctx, ctx.alpha, 'coupon', coupon.id)).at(-1)).toMatchObject({
      action: 'delete',
      after: null,
    });
  });

  it('a coupon a customer used answers 1019 with the spec’s message and stays', async () => {
    const coupon = await createCoupon(admin);
    await markCouponUsed(ctx, ctx.alpha, coupon.id, 3);
    await expectCouponUnchanged(coupon.id, async () => {
      const response = await admin.delete(`${COUPONS}/${coupon.id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: ErrorCode.couponAlreadyUsed,
        message: errorMessages.couponAlreadyUsed,
      });
    });
    expect((await admin.patch(`${COUPONS}/${coupon.id}`, { enabled: false })).json().enabled).toBe(false);
  });
});

describe('what a coupon names cannot disappear from under it', () => {
  it('a product a coupon is restricted to cannot be deleted; the refusal names the coupon', async () => {
    const product = await createProduct(admin);
    const coupon = await createCoupon(admin, {
      couponables: [{ couponable_type: 'product', couponable_id: product.id }],
    });
    const response = await admin.delete(`${PRODUCTS}/${product.id}`);
    expectValidationError(response, [{ field: 'id', message: couponMessages.inUseByCoupons([coupon.code]) }]);
    expect((await admin.get(`${PRODUCTS}/${product.id}`)).statusCode).toBe(200);
  });

  it('a store a coupon names cannot be deleted, so the coupon never widens to every store', async () => {
    const store = await createStore(admin, ctx.alpha);
    const coupon = await createCoupon(admin, { store_ids: [store.id] });
    expectValidationError(await admin.delete(`${STORES}/${store.id}`), [
      { field: 'id', message: couponMessages.inUseByCoupons([]) },
    ]);
    expect((await admin.get(`${STORES}/${store.id}`)).statusCode).toBe(200);
    expect((await admin.get(`${COUPONS}/${coupon.id}`)).json().store_ids).toEqual([store.id]);
    await admin.patch(`${COUPONS}/${coupon.id}`, { store_ids: [] });
    expect((await admin.delete(`${STORES}/${store.id}`)).statusCode).toBe(200);
  });

  it('a menu whose price group a coupon names cannot be deleted', async () => {
    const { menu } = await createMenu(admin, 'Carta con cupón');
    const group = menu.price_groups[0]?.id ?? 0;
    await createCoupon(admin, { couponables: [{ couponable_type: 'price_group', couponable_id: group }] });
    expectValidationError(await admin.delete(`${MENUS}/${menu.id}`), [{ field: 'id' }]);
    expect((await admin.get(`${MENUS}/${menu.id}`)).statusCode).toBe(200);
  });
});

describe('a store’s abandoned-cart coupon', () => {
  it('is one of the tenant’s coupons, and that coupon cannot be deleted while a store offers it', async () => {
    const store = await createStore(admin, ctx.alpha);
    const coupon = await createCoupon(admin);
    const theirs = await createCoupon(betaAdmin);
    const offer = (id: number) =>
      admin.patch(`${STORES}/${store.id}`, {
        abandoned_shopping_cart_coupon_id: id,
        abandoned_shopping_cart_coupon_id_enabled: true,
      });
    expectValidationError(await offer(theirs.id), [{ field: 'abandoned_shopping_cart_coupon_id' }]);
    const offered = await offer(coupon.id);
    expect(offered.statusCode).toBe(200);
    expect(offered.json().abandoned_shopping_cart_coupon_id).toBe(coupon.id);
    await expectCouponUnchanged(coupon.id, async () =>
      expectValidationError(await admin.delete(`${COUPONS}/${coupon.id}`), [
        { field: 'id', message: couponMessages.offeredOnAbandonedCarts([store.name]) },
      ]),
    );
  });
});

describe('GET /coupons/payment_methods', () => {
  it('answers the methods the tenant’s stores offer, in catalogue order, each accepted by a coupon', async () => {
    const response = await admin.get(`${COUPONS}/payment_methods`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: string[] };
    expect(data).toEqual(expect.arrayContaining(['cash', 'card']));
    expect(data).not.toContain('sodexo');
    expect(data).toEqual(paymentMethodKeys.filter((key) => data.includes(key)));
    const coupon = await createCoupon(admin, { payment_methods: data });
    expect(coupon.payment_methods).toEqual(data);
  });

  it('needs coupons:show', async () => {
    const agent = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    expect((await agent.client.get(`${COUPONS}/payment_methods`)).statusCode).toBe(200);
    const kitchen = await userWith(ctx, ctx.alpha, { roleNames: ['user kds'] });
    expect((await kitchen.client.get(`${COUPONS}/payment_methods`)).statusCode).toBe(403);
  });
});

describe('tenancy and policies', () => {
  it('another tenant’s coupon does not exist, for reading, changing or deleting', async () => {
    const theirs = await createCoupon(betaAdmin);
    for (const response of [
      await admin.get(`${COUPONS}/${theirs.id}`),
      await admin.patch(`${COUPONS}/${theirs.id}`, { enabled: false }),
      await admin.delete(`${COUPONS}/${theirs.id}`),
    ])
      expect(response.statusCode).toBe(404);
    expect((await betaAdmin.get(`${COUPONS}/${theirs.id}`)).json()).toEqual(theirs);
    expect((await admin.get(`${COUPONS}?query=${theirs.code}`)).json().data).toEqual([]);
  });

  it('a role with coupons:show only reads; one without the policy gets 403', async () => {
    const coupon = await createCoupon(admin);
    const agent = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    expect((await agent.client.get(`${COUPONS}/${coupon.id}`)).statusCode).toBe(200);
    const refused = await agent.client.post(COUPONS, couponBody());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 401, message: forbiddenMessage('coupons', 'create') });
    expect((await agent.client.patch(`${COUPONS}/${coupon.id}`, { enabled: false })).statusCode).toBe(403);
    const lead = await userWith(ctx, ctx.alpha, { roleNames: ['admin cc'] });
    expect((await lead.client.delete(`${COUPONS}/${coupon.id}`)).statusCode).toBe(403);
    const kitchen = await userWith(ctx, ctx.alpha, { roleNames: ['user kds'] });
    expect((await kitchen.client.get(COUPONS)).statusCode).toBe(403);
    expect((await admin.get(`${COUPONS}/${coupon.id}`)).json()).toEqual(coupon);
  });
});
