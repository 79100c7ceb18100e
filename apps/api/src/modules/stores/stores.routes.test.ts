import { fieldMessages, forbiddenMessage, storeMessages } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  expectValidationError,
  startTestApp,
  superAdmin,
  type TestContext,
  userWith,
} from '../../../test/harness.js';
import {
  auditOf,
  createStore,
  expectUnchanged,
  STORES,
  type StoreJson,
  storeBody,
  uniqueName,
} from './stores.test-helpers.js';

let ctx: TestContext;
let admin: Client;
let betaAdmin: Client;
let betaStore: StoreJson;

beforeAll(async () => {
  ctx = await startTestApp({ signInRateLimit: 1000 });
  admin = await superAdmin(ctx, ctx.alpha);
  betaAdmin = await superAdmin(ctx, ctx.beta);
  betaStore = await createStore(betaAdmin, ctx.beta);
});
afterAll(() => ctx?.close());

describe('POST /stores and GET /stores/{id}', () => {
  it('creates a whole store and answers it as GET does', async () => {
    const body = storeBody(ctx.alpha, { oneclick_commerce_code: '', subscription_quotes: ['1500.5', ''] });
    const response = await admin.post(STORES, body);
    expect(response.statusCode).toBe(201);
    const store = response.json() as StoreJson;
    expect(store).toMatchObject({
      name: body.name,
      text_address: body.text_address,
      latitude: body.latitude,
      order_method: 'both',
      delivery: true,
      pick_up: true,
      enabled: true,
      nps_email_timer: 45,
      oneclick_commerce_code: null,
      subscription_quotes: [1500.5, 0],
      payment_methods: body.payment_methods,
    });
    expect(store.business_hours).toHaveLength(14);
    expect(store.business_hours[0]).toEqual({
      id: expect.any(Number),
      day: 'monday',
      opening_time: '12:00',
      closing_time: '16:00',
      dispatch_method: 'both',
    });
    expect(store.delivery_areas.map((a) => a.points.length)).toEqual([6, 6]);
    expect(store.delivery_methods).toEqual([
      expect.objectContaining({ key: 1, delivery_type: 'own', enabled: true, fee_amount: 199000 }),
    ]);
    expect(store.exceptional_wait_times).toHaveLength(2);
    expect((await admin.get(`${STORES}/${store.id}`)).json()).toEqual(store);
  });

  it('gives a new store the defaults of the spec: 4 delivery methods, fixed fee, all disabled', async () => {
    const body = storeBody(ctx.alpha, { order_method: 'in_store', payment_methods: { in_store: ['cash'] } });
    delete body.delivery_methods;
    const store = (await admin.post(STORES, body)).json() as StoreJson;
    expect(store.delivery_methods.map((m) => [m.delivery_type, m.enabled])).toEqual([
      ['own', false],
      ['uber', false],
      ['peya', false],
      ['cabify', false],
    ]);
  });

  it('lists every missing required field at once and creates nothing', async () => {
    const before = (await admin.get(STORES)).json().meta.total_count;
    const response = await admin.post(STORES, { name: 'Sin dirección' });
    expectValidationError(response, [
      { field: 'text_address', message: fieldMessages.required('text_address') },
      { field: 'latitude', message: storeMessages.addressFromList },
      { field: 'longitude', message: storeMessages.addressFromList },
      { field: 'delivery_wait_time', message: fieldMessages.required('delivery_wait_time') },
      { field: 'pick_up_wait_time', message: fieldMessages.required('pick_up_wait_time') },
    ]);
    expect((await admin.get(STORES)).json().meta.total_count).toBe(before);
  });

  it('records the creation in the audit log', async () => {
    const store = await createStore(admin, ctx.alpha);
    const [entry] = await auditOf(ctx, ctx.alpha, 'store', store.id);
    expect(entry).toMatchObject({
      action: 'create',
      before: null,
      after: expect.objectContaining({ name: store.name }),
    });
  });
});

describe('PATCH /stores/{id}', () => {
  let store: StoreJson;
  beforeAll(async () => {
    store = await createStore(admin, ctx.alpha);
  });

  it('changes only the fields sent, and records before and after', async () => {
    const response = await admin.patch(`${STORES}/${store.id}`, {
      name: 'Nombre nuevo',
      pick_up_wait_time: 20,
    });
    expect(response.statusCode).toBe(200);
    const { updated_at: _u, name: _n, pick_up_wait_time: _p, ...rest } = response.json();
    const { updated_at: _u0, name: _n0, pick_up_wait_time: _p0, ...restBefore } = store;
    expect(rest).toEqual(restBefore);
    const entries = await auditOf(ctx, ctx.alpha, 'store', store.id);
    expect(entries.at(-1)).toMatchObject({
      action: 'update',
      before: { name: store.name, pick_up_wait_time: 15 },
      after: { name: 'Nombre nuevo', pick_up_wait_time: 20 },
    });
    store = response.json();
  });

  it('loses no change when several edits of the same store arrive at once', async () => {
    const target = await createStore(admin, ctx.alpha);
    const edits = [
      { name: uniqueName('Concurrente') },
      { pick_up_wait_time: 21 },
      { delivery_wait_time: 41 },
      { phone: '+56229998888' },
      { delivery_instructions: 'Portón verde' },
    ];
    const responses = await Promise.all(edits.map((edit) => admin.patch(`${STORES}/${target.id}`, edit)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await admin.get(`${STORES}/${target.id}`)).json()).toMatchObject(Object.assign({}, ...edits));
  });

  it('takes back what GET answered, unchanged', async () => {
    const current = (await admin.get(`${STORES}/${store.id}`)).json();
    const audits = (await auditOf(ctx, ctx.alpha, 'store', store.id)).length;
    const response = await admin.patch(`${STORES}/${store.id}`, current);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(current);
    // Nothing changed, so nothing was written or recorded.
    expect(await auditOf(ctx, ctx.alpha, 'store', store.id)).toHaveLength(audits);
  });

  it('follows the nested-attributes rules: update by id, create without, _destroy, keep the rest', async () => {
    const [first, second, third] = store.business_hours;
    const response = await admin.patch(`${STORES}/${store.id}`, {
      business_hours: [
        { id: first?.id, closing_time: '15:00' },
        { id: second?.id, _destroy: true },
        { day: 'monday', opening_time: '18:00', closing_time: '22:00', dispatch_method: 'both' },
      ],
      delivery_areas: [{ id: store.delivery_areas[0]?.id, locked: true }],
    });
    expect(response.statusCode).toBe(200);
    const hours = (response.json() as StoreJson).business_hours;
    expect(hours).toHaveLength(store.business_hours.length);
    expect(hours.find((h) => h.id === first?.id)?.closing_time).toBe('15:00');
    expect(hours.find((h) => h.id === second?.id)).toBeUndefined();
    expect(hours.find((h) => h.id === third?.id)).toEqual(third);
    expect(hours.filter((h) => h.day === 'monday').map((h) => `${h.opening_time}-${h.closing_time}`)).toEqual(
      ['12:00-15:00', '18:00-22:00'],
    );
    expect((response.json() as StoreJson).delivery_areas[0]?.locked).toBe(true);
    store = response.json();
  });

  it.each([
    [
      'a wrong type',
      { delivery_wait_time: '30' },
      'delivery_wait_time',
      fieldMessages.number('delivery_wait_time'),
    ],
    [
      'an unknown enum value',
      { order_method: 'drone' },
      'order_method',
      fieldMessages.invalid('order_method'),
    ],
    ['an unknown field', { colour: 'rojo' }, 'colour', fieldMessages.unknownField('colour')],
    [
      'an unknown payment method',
      { payment_methods: { delivery: ['bitcoin'] } },
      'payment_methods.delivery.0',
      fieldMessages.invalid('payment_methods.delivery.0'),
    ],
    [
      'an item id of another store',
      { business_hours: [{ id: 999999, closing_time: '20:00' }] },
      'business_hours.0.id',
      fieldMessages.invalid('business_hours.0.id'),
    ],
    [
      'a wrong closing kind',
      { closing: { kind: 'forever' } },
      'closing.kind',
      fieldMessages.invalid('closing.kind'),
    ],
  ])('refuses %s and changes nothing', async (_case, body, field, message) => {
    await expectUnchanged(ctx, ctx.alpha, admin, store.id, async () => {
      expectValidationError(await admin.patch(`${STORES}/${store.id}`, body), [{ field, message }]);
    });
  });

  it('refuses an item id of another tenant’s store', async () => {
    const betaHour = betaStore.business_hours[0]?.id;
    await expectUnchanged(ctx, ctx.alpha, admin, store.id, async () => {
      expectValidationError(
        await admin.patch(`${STORES}/${store.id}`, { business_hours: [{ id: betaHour, _destroy: true }] }),
        [{ field: 'business_hours.0.id' }],
      );
    });
    expect((await betaAdmin.get(`${STORES}/${betaStore.id}`)).json().business_hours).toHaveLength(14);
  });

  it('refuses malformed JSON with 400 and changes nothing', async () => {
    await expectUnchanged(ctx, ctx.alpha, admin, store.id, async () => {
      const response = await admin.raw({
        method: 'PATCH',
        url: `${STORES}/${store.id}`,
        headers: { 'content-type': 'application/json' },
        payload: '{"name": "roto"',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(1000);
    });
  });

  it('refuses menus, coupons and checkout questions that are not the tenant’s', async () => {
    const betaQuestion = (
      await betaAdmin.post('/api/admin/v1/checkout_questions', { question: '¿Algo más?' })
    ).json();
    await expectUnchanged(ctx, ctx.alpha, admin, store.id, async () => {
      expectValidationError(
        await admin.patch(`${STORES}/${store.id}`, {
          menu_id: 1,
          abandoned_shopping_cart_coupon_id: 1,
          checkout_question_ids: [betaQuestion.id],
        }),
        [
          { field: 'menu_id', message: fieldMessages.invalid('menu_id') },
          { field: 'abandoned_shopping_cart_coupon_id' },
          { field: 'checkout_question_ids' },
        ],
      );
    });
  });

  it('is given one of the tenant’s menus, named in its view; another tenant’s menu is refused', async () => {
    const ours = (
      await admin.post('/api/admin/v1/menus', { name: 'Carta principal', price_groups: [] })
    ).json();
    const theirs = (
      await betaAdmin.post('/api/admin/v1/menus', { name: 'Carta beta', price_groups: [] })
    ).json();
    await expectUnchanged(ctx, ctx.alpha, admin, store.id, async () => {
      expectValidationError(await admin.patch(`${STORES}/${store.id}`, { menu_id: theirs.id }), [
        { field: 'menu_id', message: fieldMessages.invalid('menu_id') },
      ]);
    });
    const given = await admin.patch(`${STORES}/${store.id}`, { menu_id: ours.id });
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({ menu_id: ours.id, menu_name: 'Carta principal' });
    expect((await admin.patch(`${STORES}/${store.id}`, given.json())).json()).toEqual(given.json());
    const refused = await admin.delete(`/api/admin/v1/menus/${ours.id}`);
    expectValidationError(refused, [{ field: 'id' }]);
    expect(refused.json().message).toContain(store.name);
    expect((await admin.patch(`${STORES}/${store.id}`, { menu_id: null })).json().menu_name).toBeNull();
    expect((await admin.delete(`/api/admin/v1/menus/${ours.id}`)).statusCode).toBe(200);
  });

  it('asks at checkout up to 3 of the tenant’s questions, in the order chosen', async () => {
    const ids: number[] = [];
    for (const q of ['¿Cubiertos?', '¿Salsas?', '¿Servilletas?', '¿Bolsa?'])
      ids.push((await admin.post('/api/admin/v1/checkout_questions', { question: q })).json().id);
    const chosen = [ids[2], ids[0], ids[1]];
    const response = await admin.patch(`${STORES}/${store.id}`, {
      enabled_checkout_questions: true,
      checkout_question_ids: chosen,
    });
    expect(response.json()).toMatchObject({
      checkout_question_ids: chosen,
      checkout_questions: [
        { question: '¿Servilletas?' },
        { question: '¿Cubiertos?' },
        { question: '¿Salsas?' },
      ],
    });
    await expectUnchanged(ctx, ctx.alpha, admin, store.id, async () => {
      expectValidationError(await admin.patch(`${STORES}/${store.id}`, { checkout_question_ids: ids }), [
        { field: 'checkout_question_ids', message: storeMessages.checkoutQuestionsMax(3) },
      ]);
    });
  });
});

describe('DELETE /stores/{id}', () => {
  it('deletes the store and its lists for good, and records it', async () => {
    const store = await createStore(admin, ctx.alpha);
    const response = await admin.delete(`${STORES}/${store.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Tienda eliminada.' });
    expect((await admin.get(`${STORES}/${store.id}`)).statusCode).toBe(404);
    expect((await auditOf(ctx, ctx.alpha, 'store', store.id)).at(-1)).toMatchObject({
      action: 'delete',
      after: null,
    });
  });
});

describe('another tenant’s store', () => {
  it.each([
    ['GET', ''],
    ['GET', '/open'],
    ['PATCH', ''],
    ['DELETE', ''],
  ])('%s /stores/{id}%s answers 404 and changes nothing', async (method, suffix) => {
    const before = (await betaAdmin.get(`${STORES}/${betaStore.id}`)).body;
    const response = await admin.raw({
      method: method as 'GET',
      url: `${STORES}/${betaStore.id}${suffix}`,
      ...(method === 'PATCH' ? { payload: { name: 'Robada' } } : {}),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 1002, message: 'El recurso solicitado no existe' });
    expect((await betaAdmin.get(`${STORES}/${betaStore.id}`)).body).toBe(before);
  });
});

describe('permissions', () => {
  let store: StoreJson;
  beforeAll(async () => {
    store = await createStore(admin, ctx.alpha);
  });

  it('a role without stores:update, create or delete gets 403 and nothing changes', async () => {
    const viewer = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    expect((await viewer.client.get(`${STORES}/${store.id}`)).statusCode).toBe(200);
    await expectUnchanged(ctx, ctx.alpha, admin, store.id, async () => {
      const patch = await viewer.client.patch(`${STORES}/${store.id}`, { name: 'x' });
      expect(patch.statusCode).toBe(403);
      expect(patch.json()).toEqual({ code: 401, message: forbiddenMessage('stores', 'update') });
      expect((await viewer.client.delete(`${STORES}/${store.id}`)).statusCode).toBe(403);
      expect((await viewer.client.post(STORES, storeBody(ctx.alpha))).statusCode).toBe(403);
    });
  });

  it('changing payment or delivery methods needs those actions; other fields only stores:update', async () => {
    const manager = await userWith(ctx, ctx.alpha, { roleNames: ['admin cc'] });
    const renamed = await manager.client.patch(`${STORES}/${store.id}`, {
      name: uniqueName(),
      payment_methods: store.payment_methods,
    });
    expect(renamed.statusCode).toBe(200);
    await expectUnchanged(ctx, ctx.alpha, admin, store.id, async () => {
      const payments = await manager.client.patch(`${STORES}/${store.id}`, {
        payment_methods: { in_store: ['cash'] },
      });
      expect(payments.json()).toEqual({ code: 401, message: forbiddenMessage('stores', 'payment_methods') });
      const delivery = await manager.client.patch(`${STORES}/${store.id}`, {
        delivery_methods: [{ id: store.delivery_methods[0]?.id, fee_amount: 100000 }],
      });
      expect(delivery.json()).toEqual({ code: 401, message: forbiddenMessage('stores', 'delivery_methods') });
    });
  });

  it('a store-limited user sees and edits only their stores, and cannot create one', async () => {
    const other = await createStore(admin, ctx.alpha);
    const limited = await userWith(ctx, ctx.alpha, { roleNames: ['admin'], storeIds: [store.id] });
    const list = (await limited.client.get(`${STORES}?limit=100`)).json();
    expect(list.data.map((s: { id: number }) => s.id)).toEqual([store.id]);
    expect((await limited.client.get(`${STORES}/all`)).json().data.map((s: { id: number }) => s.id)).toEqual([
      store.id,
    ]);
    expect((await limited.client.patch(`${STORES}/${store.id}`, { pick_up_wait_time: 12 })).statusCode).toBe(
      200,
    );
    await expectUnchanged(ctx, ctx.alpha, admin, other.id, async () => {
      expect((await limited.client.get(`${STORES}/${other.id}`)).statusCode).toBe(404);
      expect((await limited.client.get(`${STORES}/${other.id}/open`)).statusCode).toBe(404);
      expect((await limited.client.patch(`${STORES}/${other.id}`, { name: 'x' })).statusCode).toBe(404);
      expect((await limited.client.delete(`${STORES}/${other.id}`)).statusCode).toBe(404);
    });
    const created = await limited.client.post(STORES, storeBody(ctx.alpha));
    expect(created.statusCode).toBe(403);
    expect(created.json()).toEqual({ code: 401, message: storeMessages.createNeedsAllStores });
  });
});
