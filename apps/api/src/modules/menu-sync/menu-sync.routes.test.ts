import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeChannel } from '../../../test/fakes/fake-channel.js';
import { startUberEatsFake } from '../../../test/fakes/uber-eats.fake.js';
import { type Client, startTestApp, superAdmin, type TestContext, userWith } from '../../../test/harness.js';
import { auditLog } from '../../db/schema/index.js';
import {
  CORE_JOB,
  channelsAt,
  configureChannel,
  deploy,
  fastJobs,
  jobOutcome,
  STORES,
  storeWithMenu,
} from './menu-sync.test-helpers.js';

let ctx: TestContext;
let uber: FakeChannel;
let admin: Client;
let storeId: number;
let otherStoreId: number;
let fixture: Awaited<ReturnType<typeof storeWithMenu>>;

beforeAll(async () => {
  uber = await startUberEatsFake();
  ctx = await startTestApp(
    { ...channelsAt({ uber_eats: uber }), jobTimings: fastJobs(30) },
    undefined,
    'work',
  );
  admin = await superAdmin(ctx, ctx.alpha);
  [storeId, otherStoreId] = (await admin.get(STORES)).json().data.map((s: { id: number }) => s.id);
  fixture = await storeWithMenu(admin, storeId);
  await configureChannel(admin, storeId, 'uber_eats');
});
afterAll(async () => {
  await ctx?.close();
  await uber?.close();
});

const versions = async () => (await admin.get(`${STORES}/${storeId}/menu_versions?channel=uber_eats`)).json();

describe('deploying a menu to a channel', () => {
  it('diffs a first deploy against nothing: everything is added', async () => {
    const response = await deploy(admin, storeId, { channel: 'uber_eats', dry_run: true });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ channel: 'uber_eats', store_id: storeId, base_version: null });
    expect(body.diff.unchanged).toBe(false);
    expect(body.diff.products.added).toEqual([
      { key: `product:${fixture.burger.id}`, name: 'Hamburguesa Clásica', price: 749000 },
      { key: `product:${fixture.fries.id}`, name: 'Papas fritas', price: 250000 },
    ]);
    expect(body.diff.modifiers.added.map((m: { name: string }) => m.name).sort()).toEqual([
      'Ketchup',
      'Mayo',
      'Salsas',
    ]);
    expect(uber.state.accepted).toHaveLength(0);
  });

  it('answers 202 with a job that is polled to completed, and keeps the version', async () => {
    const response = await deploy(admin, storeId, { channel: 'uber_eats' });
    expect(response.statusCode, response.body).toBe(202);
    const { job_id } = response.json();
    const outcome = await jobOutcome(admin, job_id);
    const list = await versions();
    expect(list.data).toHaveLength(1);
    expect(outcome).toEqual({
      status: 'completed',
      progress: 100,
      result: { version_id: list.data[0].id, products_count: 2, modifiers_count: 3 },
    });
    expect(list.data[0]).toMatchObject({
      channel: 'uber_eats',
      created_by: { id: expect.any(Number), name: expect.any(String) },
      products_count: 2,
      modifiers_count: 3,
      rollback_of: null,
    });
    expect(list.meta).toMatchObject({ page: 1, total_count: 1 });
    expect(uber.state.accepted).toHaveLength(1);
    expect(uber.state.accepted[0]?.idempotencyKey).toBe(job_id);
    const audit = await ctx.db.withTenant(ctx.alpha.id, (tx) => tx.select().from(auditLog));
    expect(audit.find((a) => a.entity === 'menu_version')).toMatchObject({
      action: 'deploy',
      entityId: String(list.data[0].id),
      after: expect.objectContaining({ channel: 'uber_eats', job_id }),
    });
    // Polled again, a finished job keeps answering its outcome.
    expect((await admin.get(`${CORE_JOB}?id=${job_id}&progress=true`)).json()).toEqual(outcome);
  });

  it('diffs the menu as edited against the last deployed version: added, removed, renamed, repriced', async () => {
    await admin.patch(`/api/admin/v1/products/${fixture.burger.id}`, { name: 'Hamburguesa Doble' });
    await admin.patch(`/api/admin/v1/modifiers/${fixture.mayo.id}`, { name: 'Mayonesa' });
    const group = fixture.menu.price_groups[0] as {
      id: number;
      prices: { id: number; product_id: number }[];
    };
    const friesPrice = group.prices.find((p) => p.product_id === fixture.fries.id)?.id;
    const burgerPrice = group.prices.find((p) => p.product_id === fixture.burger.id)?.id;
    const nuggets = (
      await admin.post('/api/admin/v1/products', { name: 'Nuggets', price_product: 399000, modifiers: [] })
    ).json();
    const edited = await admin.patch(`/api/admin/v1/menus/${fixture.menu.id}`, {
      price_groups: [
        {
          id: group.id,
          prices: [
            { id: friesPrice, _destroy: true },
            { id: burgerPrice, delivery_price: 799000 },
            { product_id: nuggets.id, price: 399000 },
          ],
        },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const response = await deploy(admin, storeId, { channel: 'uber_eats', dry_run: true });
    const { base_version, diff } = response.json();
    expect(base_version).toEqual({ id: (await versions()).data[0].id, created_at: expect.any(String) });
    expect(diff.unchanged).toBe(false);
    expect(diff.products).toEqual({
      added: [{ key: `product:${nuggets.id}`, name: 'Nuggets', price: 399000 }],
      removed: [{ key: `product:${fixture.fries.id}`, name: 'Papas fritas', price: 250000 }],
      changed: [
        {
          key: `product:${fixture.burger.id}`,
          name: 'Hamburguesa Doble',
          previous_name: 'Hamburguesa Clásica',
          price: 799000,
          previous_price: 749000,
        },
      ],
    });
    expect(diff.modifiers).toEqual({
      added: [],
      removed: [],
      changed: [
        {
          key: `modifier:${fixture.mayo.id}`,
          name: 'Mayonesa',
          previous_name: 'Mayo',
          price: 50000,
          previous_price: 50000,
        },
      ],
    });
  });

  it('rolls back to an earlier version: the diff first, then a new latest version with that menu', async () => {
    const first = (await versions()).data[0].id as number;
    await jobOutcome(admin, (await deploy(admin, storeId, { channel: 'uber_eats' })).json().job_id);
    const dry = (
      await deploy(admin, storeId, { channel: 'uber_eats', dry_run: true, version_id: first })
    ).json();
    expect(dry.diff.products.removed.map((p: { name: string }) => p.name)).toEqual(['Nuggets']);
    expect(dry.diff.products.added.map((p: { name: string }) => p.name)).toEqual(['Papas fritas']);
    const firstDocument = uber.state.accepted[0]?.document;
    const job = (await deploy(admin, storeId, { channel: 'uber_eats', version_id: first })).json().job_id;
    expect((await jobOutcome(admin, job)).status).toBe('completed');
    const list = (await versions()).data;
    expect(list.map((v: { rollback_of: number | null }) => v.rollback_of)).toEqual([first, null, null]);
    expect(uber.state.menus.get(String(storeId))).toEqual(firstDocument);
    expect(
      (await deploy(admin, storeId, { channel: 'uber_eats', dry_run: true, version_id: first })).json().diff
        .unchanged,
    ).toBe(true);
  });

  it('answers the job already queued or running for the same store and channel instead of a second one', async () => {
    uber.hangNext();
    const seen = uber.requests.length;
    const first = (await deploy(admin, storeId, { channel: 'uber_eats' })).json().job_id;
    await uber.waitFor((r) => r.method === 'PUT' && uber.requests.indexOf(r) >= seen);
    const running = await admin.get(`${CORE_JOB}?id=${first}&progress=true`);
    expect(running.json()).toEqual({ status: 'running', progress: 40 });
    expect((await admin.get(`${CORE_JOB}?id=${first}`)).statusCode).toBe(204);
    const second = await deploy(admin, storeId, { channel: 'uber_eats' });
    expect(second.statusCode).toBe(202);
    expect(second.json().job_id).toBe(first);
    uber.release();
    expect((await jobOutcome(admin, first)).status).toBe('completed');
    const third = (await deploy(admin, storeId, { channel: 'uber_eats' })).json().job_id;
    expect(third).not.toBe(first);
    await jobOutcome(admin, third);
  });

  it('fails the job with the channel’s reason when the channel refuses the menu, keeping no version', async () => {
    const before = (await versions()).meta.total_count;
    uber.failNext({
      status: 400,
      body: { code: 'invalid_argument', message: 'items[0].price_info.price: too high' },
    });
    const job = (await deploy(admin, storeId, { channel: 'uber_eats' })).json().job_id;
    expect(await jobOutcome(admin, job)).toEqual({
      status: 'failed',
      error: {
        code: 'channel_refused',
        message: 'Uber Eats rechazó el menú: items[0].price_info.price: too high',
      },
    });
    expect((await versions()).meta.total_count).toBe(before);
  });
});

describe('what a sync request refuses', () => {
  it('422 for a store without a menu, and for a channel without credentials', async () => {
    await configureChannel(admin, otherStoreId, 'uber_eats');
    const noMenu = await deploy(admin, otherStoreId, { channel: 'uber_eats' });
    expect(noMenu.statusCode).toBe(422);
    expect(noMenu.json().message).toBe('La tienda no tiene un menú asignado');
    const noCredentials = await deploy(admin, storeId, { channel: 'rappi', dry_run: true });
    expect(noCredentials.statusCode).toBe(422);
    expect(noCredentials.json()).toMatchObject({
      code: 1001,
      message: 'La tienda no tiene credenciales de Rappi configuradas',
      errors: [{ field: 'channel' }],
    });
    const fetch = await admin.post(`${STORES}/${storeId}/fetch_menu/didi_food`);
    expect(fetch.statusCode).toBe(422);
    expect((await deploy(admin, storeId, { channel: 'uber_eats', version_id: 99999 })).json().errors).toEqual(
      [{ field: 'version_id', message: 'La versión indicada no existe para esta tienda y canal' }],
    );
    expect((await deploy(admin, storeId, { channel: 'glovo' })).statusCode).toBe(422);
  });

  it('404 for another tenant’s store and job; 403 without the menus policy, or importing without products and modifiers', async () => {
    const beta = await superAdmin(ctx, ctx.beta);
    const betaStore = (await beta.get(STORES)).json().data[0].id;
    expect((await deploy(admin, betaStore, { channel: 'uber_eats', dry_run: true })).statusCode).toBe(404);
    expect((await admin.post(`${STORES}/${betaStore}/fetch_menu/uber_eats`)).statusCode).toBe(404);
    expect((await admin.get(`${STORES}/${betaStore}/menu_versions?channel=uber_eats`)).statusCode).toBe(404);
    const job = (await deploy(admin, storeId, { channel: 'uber_eats' })).json().job_id;
    await jobOutcome(admin, job);
    const seenByBeta = await beta.get(`${CORE_JOB}?id=${job}`);
    expect(seenByBeta.statusCode).toBe(404);
    expect(seenByBeta.json()).toEqual({ code: 1002, message: 'El recurso solicitado no existe' });
    expect((await admin.get(`${CORE_JOB}?id=not-a-job`)).statusCode).toBe(404);
    const kitchen = await userWith(ctx, ctx.alpha, { roleNames: ['user kds'] });
    const refused = await kitchen.client.post(`${STORES}/${storeId}/deploy_menu`, { channel: 'uber_eats' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(401);
    const policies = (await admin.get('/api/admin/v1/policies')).json().data as { id: number; key: string }[];
    const menusOnly = await admin.post('/api/admin/v1/roles', {
      name: 'solo menús',
      policy_ids: policies.filter((p) => p.key === 'menus').map((p) => p.id),
    });
    expect(menusOnly.statusCode, menusOnly.body).toBe(201);
    const editor = await userWith(ctx, ctx.alpha, { roleIds: [menusOnly.json().id] });
    expect(
      (await editor.client.post(`${STORES}/${storeId}/deploy_menu`, { channel: 'uber_eats', dry_run: true }))
        .statusCode,
    ).toBe(200);
    const importRefused = await editor.client.post(`${STORES}/${storeId}/fetch_menu/uber_eats`);
    expect(importRefused.statusCode).toBe(403);
    expect(importRefused.json()).toEqual({
      code: 401,
      message: 'Para crear productos debes tener acceso al mantenedor de productos',
    });
    const limited = await userWith(ctx, ctx.alpha, { roleNames: ['admin'], storeIds: [otherStoreId] });
    expect((await limited.client.get(`${CORE_JOB}?id=${job}`)).statusCode).toBe(404);
  });
});
