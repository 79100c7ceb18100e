import { fieldMessages, storeMessages } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  expectValidationError,
  startTestApp,
  superAdmin,
  type TestContext,
} from '../../../test/harness.js';
import { storeScheduledClosings } from '../../db/schema/index.js';
import { allDay, auditOf, createStore, STORES, type StoreJson, uniqueName } from './stores.test-helpers.js';

let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
});
afterAll(() => ctx?.close());

const openStore = (name = uniqueName()) =>
  createStore(admin, ctx.alpha, { name, business_hours: allDay, exceptional_wait_times: [] });
const opening = async (id: number) => (await admin.get(`${STORES}/${id}/open`)).json();
const close = async (id: number, closing: Record<string, unknown>) => {
  const response = await admin.patch(`${STORES}/${id}`, { closing });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StoreJson;
};
const hoursBetween = (c: { start_datetime: string; end_datetime: string }) =>
  (Date.parse(c.end_datetime) - Date.parse(c.start_datetime)) / 3_600_000;

describe('GET /stores/{id}/open', () => {
  it('says the store is open, for what, at what time and in which time zone', async () => {
    const store = await openStore();
    expect(await opening(store.id)).toEqual({
      store_id: store.id,
      open: true,
      delivery: true,
      pick_up: true,
      reason: 'open',
      until: expect.toSatisfy((v: unknown) => v === null || typeof v === 'string'),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-0[34]:00$/),
      time_zone: 'America/Santiago',
    });
  });
});

describe('closing and reopening with PATCH /stores/{id}', () => {
  it('closes for one hour from now, in the tenant time zone, and reopens', async () => {
    const store = await openStore();
    const closed = await close(store.id, { kind: 'one_hour' });
    const [closing] = closed.scheduled_closing_times;
    expect(closing).toMatchObject({ reason: 'Cerrada por 1 hora', dispatch_method: 'both', expired: false });
    expect(hoursBetween(closing as never)).toBe(1);
    expect(Math.abs(Date.parse(closing?.start_datetime ?? '') - Date.now())).toBeLessThan(60_000);
    expect(closed.open).toBe(false);
    expect(await opening(store.id)).toMatchObject({ open: false, reason: 'scheduled_closing' });

    const reopened = await admin.patch(`${STORES}/${store.id}`, { reopen: true });
    expect(reopened.json()).toMatchObject({ enabled: true, open: true });
    // Ended now; one that began within the same second is simply gone.
    for (const c of (reopened.json() as StoreJson).scheduled_closing_times)
      expect(Date.parse(c.end_datetime)).toBeLessThanOrEqual(Date.now());
    expect(await opening(store.id)).toMatchObject({ open: true, reason: 'open' });
    const actions = (await auditOf(ctx, ctx.alpha, 'store', store.id)).map((e) => e.action);
    expect(actions).toEqual(['create', 'close', 'reopen']);
  });

  it('closes for two hours, and for the rest of the day until local midnight', async () => {
    const store = await openStore();
    const two = (
      await close(store.id, { kind: 'two_hours', reason: 'Falta de gas' })
    ).scheduled_closing_times.at(-1);
    expect(two).toMatchObject({ reason: 'Falta de gas' });
    expect(hoursBetween(two as never)).toBe(2);
    const rest = (await close(store.id, { kind: 'rest_of_day' })).scheduled_closing_times.at(-1);
    expect(rest?.end_datetime).toMatch(/T00:00:00-0[34]:00$/);
    expect(hoursBetween(rest as never)).toBeLessThanOrEqual(24);
  });

  it('closes permanently (disabled) until reopened', async () => {
    const store = await openStore();
    expect(await close(store.id, { kind: 'permanent' })).toMatchObject({ enabled: false, open: false });
    expect(await opening(store.id)).toMatchObject({ open: false, reason: 'disabled' });
    expect((await admin.patch(`${STORES}/${store.id}`, { reopen: true })).json()).toMatchObject({
      enabled: true,
      open: true,
    });
  });

  it('closes for a scheduled range, which only closes the store when it comes', async () => {
    const store = await openStore();
    const start = new Date(Date.now() + 3 * 86_400_000);
    const end = new Date(start.getTime() + 5 * 3_600_000);
    const closed = await close(store.id, {
      kind: 'scheduled',
      start_datetime: start.toISOString(),
      end_datetime: end.toISOString(),
      reason: 'Fumigación',
      dispatch_method: 'delivery',
    });
    expect(closed.scheduled_closing_times).toEqual([
      expect.objectContaining({ reason: 'Fumigación', dispatch_method: 'delivery', expired: false }),
    ]);
    expect(Date.parse(closed.scheduled_closing_times[0]?.start_datetime ?? '')).toBe(
      Math.floor(start.getTime() / 1000) * 1000,
    );
    expect(closed.open).toBe(true);
  });

  it('refuses a range that ends before it starts, and a closing kind that does not exist', async () => {
    const store = await openStore();
    const start = new Date(Date.now() + 86_400_000).toISOString();
    expectValidationError(
      await admin.patch(`${STORES}/${store.id}`, {
        closing: { kind: 'scheduled', start_datetime: start, end_datetime: start },
      }),
      [{ field: 'closing.end_datetime', message: storeMessages.endBeforeStart }],
    );
    expectValidationError(await admin.patch(`${STORES}/${store.id}`, { closing: { kind: 'three_hours' } }), [
      { field: 'closing.kind', message: fieldMessages.invalid('closing.kind') },
    ]);
    expect((await admin.get(`${STORES}/${store.id}`)).json().scheduled_closing_times).toEqual([]);
  });

  it('keeps an expired closing as it was: it can be sent back or deleted, not reused', async () => {
    const store = await openStore();
    await ctx.db.withTenant(ctx.alpha.id, (tx) =>
      tx.insert(storeScheduledClosings).values({
        tenantId: ctx.alpha.id,
        storeId: store.id,
        startAt: new Date(Date.now() - 5 * 3_600_000),
        endAt: new Date(Date.now() - 3 * 3_600_000),
        reason: 'Corte de luz',
        dispatchMethod: 'both',
      }),
    );
    const old = (await admin.get(`${STORES}/${store.id}`)).json().scheduled_closing_times[0];
    expect(old?.expired).toBe(true);
    const later = new Date(Date.now() + 86_400_000);
    const reuse = await admin.patch(`${STORES}/${store.id}`, {
      scheduled_closing_times: [{ id: old?.id, end_datetime: later.toISOString() }],
    });
    expectValidationError(reuse, [
      { field: 'scheduled_closing_times.0.end_datetime', message: storeMessages.expiredClosing },
    ]);
    expect((await admin.patch(`${STORES}/${store.id}`, { scheduled_closing_times: [old] })).statusCode).toBe(
      200,
    );
    const deleted = await admin.patch(`${STORES}/${store.id}`, {
      scheduled_closing_times: [{ id: old?.id, _destroy: true }],
    });
    expect(deleted.json().scheduled_closing_times).toEqual([]);
  });

  it('closes a store whose other sections no longer pass the rules', async () => {
    const store = await openStore();
    await ctx.db.withTenant(ctx.alpha.id, (tx) =>
      tx.execute(
        // An older store without payment methods: its next edit must add them, but closing must not wait.
        `update stores set payment_methods = '{"delivery":[],"in_store":[],"order_taker_in_store":[],"order_taker_store_delivery":[]}' where id = ${store.id}` as never,
      ),
    );
    expect((await admin.patch(`${STORES}/${store.id}`, { name: 'x' })).statusCode).toBe(422);
    expect((await close(store.id, { kind: 'one_hour' })).open).toBe(false);
  });
});

describe('GET /stores with status', () => {
  it('filters open or closed stores now, with paging over the filtered set', async () => {
    const tag = uniqueName('Estado');
    const open = await openStore(`${tag} A abierta`);
    const disabled = await openStore(`${tag} B deshabilitada`);
    await close(disabled.id, { kind: 'permanent' });
    const paused = await openStore(`${tag} C en pausa`);
    await close(paused.id, { kind: 'two_hours' });
    const query = `${STORES}?name=${encodeURIComponent(tag)}`;

    const all = (await admin.get(query)).json();
    expect(all.data.map((s: { id: number; open: boolean }) => [s.id, s.open])).toEqual([
      [open.id, true],
      [disabled.id, false],
      [paused.id, false],
    ]);
    expect(all.data[2].opening).toMatchObject({ open: false, reason: 'scheduled_closing' });
    const opened = (await admin.get(`${query}&status=opened`)).json();
    expect(opened.data.map((s: { id: number }) => s.id)).toEqual([open.id]);
    const closed = (await admin.get(`${query}&status=closed&limit=1`)).json();
    expect(closed.data.map((s: { id: number }) => s.id)).toEqual([disabled.id]);
    expect(closed.meta).toEqual({ page: 1, limit: 1, total_count: 2, total_pages: 2, next_page: 2 });
    const second = (await admin.get(`${query}&status=closed&limit=1&page=2`)).json();
    expect(second.data.map((s: { id: number }) => s.id)).toEqual([paused.id]);
  });

  it('refuses a status it does not know', async () => {
    expectValidationError(await admin.get(`${STORES}?status=abierta`), [{ field: 'status' }]);
  });
});
