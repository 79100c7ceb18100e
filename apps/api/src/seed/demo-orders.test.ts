import { defaultSettings } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { hashPassword } from '../lib/passwords.js';
import { saveSettings } from '../modules/settings/settings.repo.js';
import { coverageAt } from '../modules/stores/delivery-areas/coverage.js';
import { loadStore } from '../modules/stores/store-state.js';
import { viewNow } from '../modules/stores/store-write.service.js';
import type { TenantRecord } from '../modules/tenants/tenants.repo.js';
import { seedDemoOrders } from './demo-orders.js';
import { demoTenants } from './demo-tenants.js';
import { provisionTenant } from './provision-tenant.js';

let test: TestDatabase;
let demo: TenantRecord;
const now = new Date('2026-11-26T18:30:00Z');

beforeAll(async () => {
  test = await cloneTestDatabase(inject('template'));
  const admin = { email: 'dueno@demo.cl', passwordHash: await hashPassword('Semilla-2026') };
  demo = await provisionTenant(test.db, demoTenants[0] as (typeof demoTenants)[number], admin);
  // The brand's settings come with its pictures, which this test does not store: its program on by hand.
  const settings = defaultSettings(demo.name);
  await test.db.withTenant(demo.id, (tx) =>
    saveSettings(tx, demo.id, { ...settings, loyalty: { ...settings.loyalty, enabled: true } }),
  );
});
afterAll(() => test?.drop());

const rows = async <T>(text: string) => (await test.db.executeOwnerSql(text, [demo.id])).rows as T[];

describe('demo orders', () => {
  it('writes the orders asked for, each priced consistently, over the days asked for', async () => {
    const progress: number[] = [];
    const { written } = await seedDemoOrders(test.db, demo, {
      count: 1500,
      days: 60,
      now,
      batchSize: 400,
      onProgress: (done) => progress.push(done),
    });
    expect(written).toBe(1500);
    // One report per batch of 400 (on PostgreSQL batches are written side by side and may finish
    // in any order), each counting every order written so far.
    expect(progress).toHaveLength(4);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1500);

    const [counts] = await rows<{ n: number; first: Date; last: Date; stores: number; customers: number }>(
      `select count(*)::int as n, min(created_at) as first, max(created_at) as last,
         count(distinct store_id)::int as stores, count(distinct customer_email)::int as customers
       from orders where tenant_id = $1`,
    );
    expect(counts?.n).toBe(1500);
    expect(counts?.stores).toBe(demoTenants[0]?.stores.length);
    expect(counts?.last.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(counts?.first.getTime()).toBeGreaterThan(now.getTime() - 61 * 86_400_000);
    // Counted per store once at the end (the batches leave the counter rows alone), as the list's totals need.
    const counted = await rows<{ store_id: number; count: string }>(
      'select store_id, count from order_counts where tenant_id = $1 order by store_id',
    );
    const perStore = await rows<{ store_id: number; count: string }>(
      'select store_id, count(*) as count from orders where tenant_id = $1 group by 1 order by 1',
    );
    expect(counted.map((c) => [c.store_id, Number(c.count)])).toEqual(
      perStore.map((c) => [c.store_id, Number(c.count)]),
    );
    // Repeat customers: fewer customers than orders.
    expect(counts?.customers).toBeLessThan(1500 / 2);

    const broken = await rows<{ id: number }>(
      `select o.id from orders o
         left join (select order_id, sum(line_total) as lines from order_items where tenant_id = $1 group by order_id) i
           on i.order_id = o.id
       where o.tenant_id = $1
         and (o.total <> o.subtotal - o.discount + o.delivery_fee + o.tip or coalesce(i.lines, -1) <> o.subtotal)`,
    );
    expect(broken).toEqual([]);
  });

  it('covers every kind of order a merchant sees, and counts the coupons they took', async () => {
    const mix = await rows<{ status: string; dispatch_method: string; origin: string; n: number }>(
      `select status, dispatch_method, origin, count(*)::int as n from orders where tenant_id = $1
       group by 1, 2, 3`,
    );
    const seen = (key: 'status' | 'dispatch_method' | 'origin') => new Set(mix.map((m) => m[key]));
    expect([...seen('status')]).toEqual(
      expect.arrayContaining(['completed', 'canceled', 'online_payment_failed']),
    );
    expect([...seen('dispatch_method')].sort()).toEqual(['delivery', 'pick_up']);
    expect([...seen('origin')].sort()).toEqual([
      'amipass',
      'mercat',
      'peya_aggregator',
      'rappi',
      'uber_eats',
    ]);

    const coupons = await rows<{ used: number; orders: number }>(
      `select c.used_count as used, (select count(*)::int from orders o where o.tenant_id = c.tenant_id
         and o.coupon_id = c.id) as orders from coupons c where c.tenant_id = $1`,
    );
    expect(coupons.some((c) => c.orders > 0)).toBe(true);
    for (const coupon of coupons) expect(coupon.used).toBeGreaterThanOrEqual(coupon.orders);

    const histories = await rows<{ n: number }>(
      `select count(*)::int as n from orders o where o.tenant_id = $1 and o.status = 'completed'
         and (select to_status from order_status_changes h where h.tenant_id = o.tenant_id and h.order_id = o.id
              order by h.id desc limit 1) <> 'completed'`,
    );
    expect(histories[0]?.n).toBe(0);
  });

  it('gives the customers of the completed orders their loyalty points, as plain SQL adds them up', async () => {
    const kept = await rows<{ email: string; points: number }>(
      'select email, points from loyalty_balances where tenant_id = $1 order by email',
    );
    const summed = await rows<{ email: string; points: number }>(
      `select customer_email as email, sum(points)::int as points from orders
        where tenant_id = $1 and status = 'completed' and points > 0 group by customer_email order by customer_email`,
    );
    expect(summed.length).toBeGreaterThan(100);
    expect(kept).toEqual(summed);
  });

  it('counts the deliveries the checkout would refuse as outside every zone of their store', async () => {
    const points = await rows<{
      store_id: number;
      latitude_e4: number;
      longitude_e4: number;
      attempts: string;
    }>('select store_id, latitude_e4, longitude_e4, attempts from uncovered_addresses where tenant_id = $1');
    expect(points.length).toBeGreaterThan(10);
    const views = await test.db.withTenant(demo.id, async (tx) => {
      const ids = [...new Set(points.map((p) => p.store_id))];
      const loaded = await Promise.all(ids.map((id) => loadStore(tx, demo.id, id, demo.timeZone)));
      return new Map(loaded.map((store, i) => [ids[i], store && viewNow(store, demo.timeZone)]));
    });
    for (const point of points) {
      const view = views.get(point.store_id);
      const at = { latitude: point.latitude_e4 / 10_000, longitude: point.longitude_e4 / 10_000 };
      expect(view && coverageAt(view.delivery_areas, at).zone).toBeNull();
    }
  });
});
