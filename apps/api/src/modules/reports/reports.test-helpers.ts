import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type Client,
  superAdmin,
  type TestContext,
} from '../../../test/harness.js';
import { hashPassword } from '../../lib/passwords.js';
import { seedDemoOrders } from '../../seed/demo-orders.js';
import { demoTenants } from '../../seed/demo-tenants.js';
import { provisionTenant } from '../../seed/provision-tenant.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';

/**
 * The demo tenant with `count` generated orders over the eighty days to 20 September 2026: two
 * month ends and Chile's clocks going forward (6 September), for reports to be checked against
 * plain SQL. Answers the tenant, its super admin and its stores.
 */
export async function demoWithOrders(
  ctx: TestContext,
  count: number,
): Promise<{ demo: TenantRecord; admin: Client; demoStores: number[] }> {
  const owner = { email: ADMIN_EMAIL, passwordHash: await hashPassword(ADMIN_PASSWORD) };
  const demo = await provisionTenant(ctx.db, demoTenants[0] as (typeof demoTenants)[number], owner);
  // The demo's coupons start a few months before the real day they are seeded; here they must be
  // running in the generated period, or no order of it would use one.
  await ctx.db.executeOwnerSql(
    `update coupons set start_date = '2026-06-01' where tenant_id = $1 and start_date > '2026-06-01'`,
    [demo.id],
  );
  await seedDemoOrders(ctx.db, demo, { count, days: 80, now: new Date('2026-09-20T21:00:00Z') });
  const admin = await superAdmin(ctx, demo);
  const stores = (await admin.get('/api/admin/v1/stores?limit=100')).json().data as { id: number }[];
  return { demo, admin, demoStores: stores.map((s) => s.id) };
}

/**
 * One statement moving ten orders into sales (as payments confirmed) and sixty out (canceled): the
 * state machine makes such moves one at a time; a rollup must follow any statement.
 */
export async function moveSeventyOrdersInOneStatement(ctx: TestContext, tenantId: number): Promise<number> {
  const moved = await ctx.db.withTenant(tenantId, (tx) =>
    tx.execute(
      `update orders set status = case when status = 'completed' then 'canceled' else 'created' end
        where tenant_id = ${tenantId} and id in (
          (select id from orders where tenant_id = ${tenantId} and status in ('canceled', 'online_payment_failed')
            order by id limit 10)
          union all
          (select id from orders where tenant_id = ${tenantId} and status = 'completed' order by id limit 60))`,
    ),
  );
  return (moved as unknown as { rowCount: number }).rowCount;
}
