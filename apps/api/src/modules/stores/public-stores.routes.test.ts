import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext } from '../../../test/harness.js';
import { allDay, createStore, STORES } from './stores.test-helpers.js';

let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
});
afterAll(() => ctx?.close());

const publicGet = (url: string, tenant = 'alpha') =>
  ctx.app.inject({ method: 'GET', url, headers: { tenant } });

describe('public store calls', () => {
  it('GET v1/stores/all answers every enabled store with what a storefront needs and no secrets', async () => {
    const shown = await createStore(admin, ctx.alpha, {
      business_hours: allDay,
      exceptional_wait_times: [],
      uber_id: 'uber-secreto',
      oneclick_commerce_code: '597011112222',
    });
    const hidden = await createStore(admin, ctx.alpha);
    await admin.patch(`${STORES}/${hidden.id}`, { closing: { kind: 'permanent' } });
    const response = await publicGet('/api/public/v1/stores/all');
    expect(response.statusCode).toBe(200);
    const ids = response.json().data.map((s: { id: number }) => s.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
    const store = response.json().data.find((s: { id: number }) => s.id === shown.id);
    expect(store).toMatchObject({
      name: shown.name,
      latitude: shown.latitude,
      delivery: true,
      pick_up: true,
      opening: { open: true },
      delivery_wait_time: 35,
      payment_methods: { delivery: ['cash', 'card', 'online'], in_store: ['cash', 'card'] },
      whatsapp_number: '+56912345678',
    });
    expect(store.delivery_areas).toHaveLength(2);
    for (const secret of [
      'webpay_commerce_code',
      'oneclick_commerce_code',
      'uber_id',
      'email',
      'order_taker_in_store',
      'abandoned_shopping_cart_coupon_id',
    ])
      expect(response.body).not.toContain(secret);
    expect(response.body).not.toContain('597011112222');
    expect(response.body).not.toContain('uber-secreto');
  });

  it('GET v2/stores/pick_up answers only the stores that take pick-up', async () => {
    const pickUp = await createStore(admin, ctx.alpha, { order_method: 'in_store' });
    const deliveryOnly = await createStore(admin, ctx.alpha, { order_method: 'store_delivery' });
    const ids = (await publicGet('/api/public/v2/stores/pick_up'))
      .json()
      .data.map((s: { id: number }) => s.id);
    expect(ids).toContain(pickUp.id);
    expect(ids).not.toContain(deliveryOnly.id);
  });

  it('GET v1/stores/default answers the first enabled store, or the one the settings name', async () => {
    const response = await publicGet('/api/public/v1/stores/default');
    expect(response.statusCode).toBe(200);
    const first = (await admin.get(`${STORES}/all?limit=1000`))
      .json()
      .data.map((s: { id: number }) => s.id)
      .sort((a: number, b: number) => a - b)[0];
    expect(response.json().id).toBe(first);
    const chosen = await createStore(admin, ctx.alpha);
    await ctx.db.executeOwnerSql(
      `update tenants set settings = '{"default_store_id": ${chosen.id}}' where id = ${ctx.alpha.id}`,
    );
    ctx.app.tenants.forget();
    expect((await publicGet('/api/public/v1/stores/default')).json().id).toBe(chosen.id);
    // A default store that is disabled is not shown: the first enabled store stands in.
    await admin.patch(`${STORES}/${chosen.id}`, { closing: { kind: 'permanent' } });
    expect((await publicGet('/api/public/v1/stores/default')).json().id).toBe(first);
  });

  it('shows each tenant only its own stores, and needs a known tenant', async () => {
    const betaNames = (await publicGet('/api/public/v1/stores/all', 'beta'))
      .json()
      .data.map((s: { name: string }) => s.name);
    expect(betaNames).toEqual(['Centro', 'Costanera']);
    expect((await publicGet('/api/public/v1/stores/all', 'no-existe')).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/public/v1/stores/all' })).statusCode).toBe(400);
  });
});
