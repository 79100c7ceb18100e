import { weekdays } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/harness.js';
import { storeBusinessHours, storeScheduledClosings } from '../../db/schema/index.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import { openingOf, pageOpenings, withStatus } from './store-opening.service.js';
import { insertStore, listStores } from './stores.repo.js';

/*
 * The list's open-now filter is SQL; the page's `opening` is the domain's computation. They must
 * agree on every store at every instant, or a store kept by `status=opened` would show as closed.
 * Each schedule below is one way a store can be open or not; each instant is one edge of them.
 */

type Method = 'delivery' | 'pick_up' | 'both';
interface Schedule {
  name: string;
  enabled?: boolean;
  hours: [day: string, opening: string, closing: string, method?: Method][];
  closings?: [start: string, end: string, method?: Method][];
}

const everyDay = (opening: string, closing: string, method: Method = 'both') =>
  weekdays.map((day) => [day, opening, closing, method] as Schedule['hours'][number]);

const schedules: Schedule[] = [
  { name: 'always open', hours: everyDay('00:00', '24:00') },
  { name: 'all day but the last minute', hours: everyDay('00:00', '23:59') },
  {
    name: 'open past midnight on friday',
    hours: [
      ['friday', '20:00', '24:00'],
      ['saturday', '00:00', '03:00'],
    ],
  },
  {
    name: 'delivery in the morning, pick up in the afternoon',
    hours: [
      ['monday', '09:00', '13:00', 'delivery'],
      ['monday', '12:00', '18:00', 'pick_up'],
    ],
  },
  { name: 'no hours', hours: [] },
  { name: 'disabled', enabled: false, hours: everyDay('00:00', '24:00') },
  {
    name: 'closed for the monday lunch',
    hours: everyDay('08:00', '22:00'),
    closings: [['2026-11-16T12:00:00-03:00', '2026-11-16T15:00:00-03:00']],
  },
  {
    name: 'delivery closed, pick up still open',
    hours: everyDay('08:00', '22:00'),
    closings: [['2026-11-16T12:00:00-03:00', '2026-11-16T15:00:00-03:00', 'delivery']],
  },
  {
    name: 'delivery and pick up closed by two closings',
    hours: everyDay('08:00', '22:00'),
    closings: [
      ['2026-11-16T12:00:00-03:00', '2026-11-16T15:00:00-03:00', 'delivery'],
      ['2026-11-16T11:00:00-03:00', '2026-11-16T13:00:00-03:00', 'pick_up'],
    ],
  },
  {
    name: 'delivery only, closed for pick up (which it never does)',
    hours: everyDay('08:00', '22:00', 'delivery'),
    closings: [['2026-11-16T12:00:00-03:00', '2026-11-16T15:00:00-03:00', 'pick_up']],
  },
  {
    name: 'late saturday around the April change (23:00–23:59 happens twice)',
    hours: [
      ['saturday', '23:00', '23:30'],
      ['sunday', '00:00', '01:00'],
    ],
  },
  {
    name: 'around the September change (00:00–00:59 never happens)',
    hours: [
      ['saturday', '22:00', '24:00'],
      ['sunday', '00:30', '02:00'],
    ],
  },
];

const instants = [
  // An ordinary Monday in Santiago summer (UTC-3), at the edges of the periods and closings.
  '2026-11-16T08:59:00-03:00',
  '2026-11-16T09:00:00-03:00',
  '2026-11-16T11:00:00-03:00',
  '2026-11-16T12:00:00-03:00',
  '2026-11-16T12:59:59-03:00',
  '2026-11-16T13:00:00-03:00',
  '2026-11-16T14:59:00-03:00',
  '2026-11-16T15:00:00-03:00',
  '2026-11-16T17:59:00-03:00',
  '2026-11-16T18:00:00-03:00',
  '2026-11-16T23:58:30-03:00',
  '2026-11-16T23:59:00-03:00',
  // Friday night into Saturday.
  '2026-11-20T19:59:00-03:00',
  '2026-11-20T20:00:00-03:00',
  '2026-11-20T23:59:59-03:00',
  '2026-11-21T00:00:00-03:00',
  '2026-11-21T02:59:00-03:00',
  '2026-11-21T03:00:00-03:00',
  // 4–5 April 2026: at midnight clocks go back to 23:00 (UTC-3 → UTC-4).
  '2026-04-04T23:15:00-03:00',
  '2026-04-04T23:45:00-03:00',
  '2026-04-04T23:15:00-04:00',
  '2026-04-04T23:45:00-04:00',
  '2026-04-05T00:30:00-04:00',
  '2026-04-05T01:00:00-04:00',
  // 5–6 September 2026: at midnight clocks jump to 01:00 (UTC-4 → UTC-3).
  '2026-09-05T23:59:00-04:00',
  '2026-09-06T01:00:00-03:00',
  '2026-09-06T01:30:00-03:00',
  '2026-09-06T02:00:00-03:00',
  // A Monday in winter (UTC-4).
  '2026-07-13T08:59:00-04:00',
  '2026-07-13T12:30:00-04:00',
];

let ctx: TestContext;
let ids: Map<number, string>;

async function insertSchedules(tenant: TenantRecord): Promise<Map<number, string>> {
  return ctx.db.withTenant(tenant.id, async (tx) => {
    const made = new Map<number, string>();
    for (const schedule of schedules) {
      const store = await insertStore(tx, tenant.id, `Horario: ${schedule.name}`, {
        enabled: schedule.enabled ?? true,
      });
      made.set(store.id, schedule.name);
      const common = { tenantId: tenant.id, storeId: store.id };
      if (schedule.hours.length > 0)
        await tx.insert(storeBusinessHours).values(
          schedule.hours.map(([day, openingTime, closingTime, dispatchMethod = 'both']) => ({
            ...common,
            day,
            openingTime,
            closingTime,
            dispatchMethod,
          })),
        );
      if (schedule.closings)
        await tx.insert(storeScheduledClosings).values(
          schedule.closings.map(([start, end, dispatchMethod = 'both']) => ({
            ...common,
            startAt: new Date(start),
            endAt: new Date(end),
            dispatchMethod,
          })),
        );
    }
    return made;
  });
}

beforeAll(async () => {
  ctx = await startTestApp();
  ids = await insertSchedules(ctx.alpha);
});
afterAll(() => ctx?.close());

/** Names of the schedules the list keeps with a status, and those the opening computation calls open. */
async function bothAnswers(tenant: TenantRecord, at: string, status: 'opened' | 'closed') {
  const now = new Date(at);
  return ctx.db.withTenant(tenant.id, async (tx) => {
    const base = { tenantId: tenant.id, onlyIds: [...ids.keys()] };
    const at = { now, timeZone: tenant.timeZone };
    const { rows, total } = await listStores(tx, withStatus(tenant, base, status, now), 1, 100, at);
    const opening = await openingOf(tx, tenant, [...ids.keys()], now);
    const expected = [...ids].filter(([id]) => opening.get(id)?.open === (status === 'opened'));
    return {
      listed: rows.map((r) => ids.get(r.id) ?? `unknown store ${r.id}`).sort(),
      total,
      computed: expected.map(([, name]) => name).sort(),
      /** What each listed row's own opening data says, as the page shows it. */
      rowsOpen: pageOpenings(rows, now, tenant.timeZone).statuses.map((s) => s.open),
    };
  });
}

describe('the open-now filter of the stores list', () => {
  it.each(instants)('keeps exactly the stores the opening computation calls open at %s', async (at) => {
    for (const status of ['opened', 'closed'] as const) {
      const { listed, total, computed, rowsOpen } = await bothAnswers(ctx.alpha, at, status);
      expect(listed, status).toEqual(computed);
      expect(rowsOpen.every((open) => open === (status === 'opened'))).toBe(true);
      expect(total).toBe(computed.length);
    }
  });

  it('reads the wall clock in the tenant time zone', async () => {
    // 14:30Z on a Monday in July: 10:30 in Santiago (the morning delivery period), 08:30 in Belize.
    const belize = { ...ctx.alpha, timeZone: 'America/Belize' };
    const at = '2026-07-13T14:30:00Z';
    const santiago = await bothAnswers(ctx.alpha, at, 'opened');
    const central = await bothAnswers(belize, at, 'opened');
    expect(santiago.listed).toEqual(santiago.computed);
    expect(central.listed).toEqual(central.computed);
    expect(santiago.listed).toContain('delivery in the morning, pick up in the afternoon');
    expect(central.listed).not.toContain('delivery in the morning, pick up in the afternoon');
  });

  it('sees every kind of answer among the instants, so the comparison is not vacuous', async () => {
    const seen = new Set<string>();
    for (const at of instants)
      for (const name of (await bothAnswers(ctx.alpha, at, 'opened')).listed) seen.add(name);
    expect([...seen].sort()).toEqual(
      schedules
        .map((s) => s.name)
        .filter((name) => name !== 'no hours' && name !== 'disabled')
        .sort(),
    );
  });
});
