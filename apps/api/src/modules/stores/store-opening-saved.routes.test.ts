import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext } from '../../../test/harness.js';
import { saveOpenings } from './store-opening-saved.repo.js';
import { listStores } from './stores.repo.js';
import { allDay, createStore, STORES, uniqueName } from './stores.test-helpers.js';

let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
});
afterAll(() => ctx?.close());

type Listed = { id: number; open: boolean; opening: { open: boolean; reason: string; until: string | null } };

const openStore = () =>
  createStore(admin, ctx.alpha, {
    name: uniqueName('Guardado'),
    business_hours: allDay,
    exceptional_wait_times: [],
  });

async function listed(store: { id: number; name: string }): Promise<Listed> {
  const response = await admin.get(`${STORES}?name=${encodeURIComponent(store.name)}`);
  expect(response.statusCode, response.body).toBe(200);
  const row = (response.json().data as Listed[]).find((s) => s.id === store.id);
  if (!row) throw new Error(`store ${store.id} not listed`);
  return row;
}

async function saved(storeId: number) {
  const { rows } = await ctx.db.executeOwnerSql(
    `select version, status, time_zone, valid_until::text as valid_until from store_opening_statuses
      where tenant_id = $1 and store_id = $2`,
    [ctx.alpha.id, storeId],
  );
  return rows[0] as
    | {
        version: number;
        status: Listed['opening'] | null;
        time_zone: string | null;
        valid_until: string | null;
      }
    | undefined;
}

describe('saved opening statuses of the stores list', () => {
  it('saves what a page computed and answers the next pages from it while it holds', async () => {
    const store = await openStore();
    const first = await listed(store);
    expect(first.opening).toMatchObject({ open: true, reason: 'open' });
    const row = await saved(store.id);
    expect(row?.status).toEqual(first.opening);
    expect(row?.time_zone).toBe(ctx.alpha.timeZone);
    // Open all day until 23:59: nothing about the status changes before its `until`.
    expect(Date.parse(row?.valid_until ?? '')).toBe(Date.parse(first.opening.until ?? ''));

    // What the next page answers is the saved row, not a new computation.
    const marked = { ...first.opening, until: '2099-01-01T00:00:00-03:00' };
    await ctx.db.executeOwnerSql(
      'update store_opening_statuses set status = $3 where tenant_id = $1 and store_id = $2',
      [ctx.alpha.id, store.id, JSON.stringify(marked)],
    );
    expect((await listed(store)).opening).toEqual(marked);
  });

  it('forgets a store’s saved status when its hours or closings change', async () => {
    const hours = await openStore();
    await listed(hours);
    const before = await saved(hours.id);
    // Open only from 00:00 to 00:01 (the test does not run in that minute).
    const shortDays = hours.business_hours.map((period) => ({ ...period, closing_time: '00:01' }));
    const changed = await admin.patch(`${STORES}/${hours.id}`, { business_hours: shortDays });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await saved(hours.id);
    expect(after?.status).toBeNull();
    expect(after?.version).toBeGreaterThan(before?.version ?? 0);
    expect((await listed(hours)).opening).toMatchObject({ open: false, reason: 'outside_hours' });

    const closing = await openStore();
    expect((await listed(closing)).open).toBe(true);
    const closed = await admin.patch(`${STORES}/${closing.id}`, {
      closing: { kind: 'one_hour' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await listed(closing)).opening).toMatchObject({ open: false, reason: 'scheduled_closing' });
  });

  it('saves a status only over the version it was computed from', async () => {
    const store = await openStore();
    // Made with its hours: the triggers already gave it a row, version 1 or more, without status.
    const made = await saved(store.id);
    expect(made?.status).toBeNull();
    expect(made?.version).toBeGreaterThanOrEqual(1);
    const stale = {
      storeId: store.id,
      status: { open: false, delivery: false, pick_up: false, reason: 'outside_hours' as const, until: null },
      validUntil: Date.now() + 3_600_000,
    };
    const now = new Date();
    // A reader that found no row computes over version 0; one that read an older version, over that.
    for (const version of [0, (made?.version ?? 1) - 1])
      await ctx.db.withTenant(ctx.alpha.id, (tx) =>
        saveOpenings(tx, ctx.alpha.id, [{ ...stale, version }], now, ctx.alpha.timeZone),
      );
    expect(await saved(store.id)).toMatchObject({ version: made?.version, status: null });
    expect((await listed(store)).opening).toMatchObject({ open: true, reason: 'open' });
  });

  it('keeps a saved status only for the time zone and the time it was computed for', async () => {
    const store = await openStore();
    await listed(store);
    const filter = { tenantId: ctx.alpha.id, onlyIds: [store.id] };
    const page = (now: Date, timeZone: string) =>
      ctx.db.readTenant(ctx.alpha.id, (tx) => listStores(tx, filter, 1, 10, { now, timeZone }));
    const now = new Date();
    const same = await page(now, ctx.alpha.timeZone);
    expect(same.rows[0]?.savedStatus).not.toBeNull();
    expect(same.rows[0]?.opening).toBeNull();
    for (const [when, zone] of [
      [now, 'Europe/Madrid'],
      [new Date(now.getTime() - 3_600_000), ctx.alpha.timeZone],
      [new Date(now.getTime() + 2 * 86_400_000), ctx.alpha.timeZone],
    ] as const) {
      const other = await page(when, zone);
      expect(other.rows[0]?.savedStatus, `${when.toISOString()} ${zone}`).toBeNull();
      expect(other.rows[0]?.opening?.business_hours).toHaveLength(7);
    }
  });

  it('needs nothing saved for a disabled store', async () => {
    const store = await openStore();
    const disabled = await admin.patch(`${STORES}/${store.id}`, { enabled: false });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await listed(store)).opening).toEqual({
      open: false,
      delivery: false,
      pick_up: false,
      reason: 'disabled',
      until: null,
    });
    expect((await saved(store.id))?.status ?? null).toBeNull();
  });
});
