import { parseArgs } from 'node:util';
import { tenantSlug } from '@tablero/domain';
import { loadConfig } from '../config.js';
import { openPreparedDatabase } from '../db/prepare.js';
import { findTenantBySlug } from '../modules/tenants/tenants.repo.js';
import { seedDemoOrders } from './demo-orders.js';
import { defaultTenantBlueprint } from './demo-tenants.js';
import { provisionTenant } from './provision-tenant.js';
import { seedAdminForNewTenant, seedIfEmpty } from './seed.js';

/** A progress bar on a terminal; a line per tenth elsewhere (CI logs). */
function progressBar(label: string) {
  const started = performance.now();
  let lastTenth = -1;
  return (done: number, total: number) => {
    const share = total === 0 ? 1 : done / total;
    const perSecond = Math.round(done / ((performance.now() - started) / 1000));
    const text = `${label} ${done.toLocaleString('es-CL')}/${total.toLocaleString('es-CL')} · ${perSecond.toLocaleString('es-CL')}/s`;
    if (process.stdout.isTTY) {
      const width = 30;
      const filled = Math.round(share * width);
      process.stdout.write(
        `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.round(share * 100)}% ${text}`,
      );
      if (done >= total) process.stdout.write('\n');
    } else if (Math.floor(share * 10) > lastTenth) {
      lastTenth = Math.floor(share * 10);
      console.log(`${Math.round(share * 100)}% ${text}`);
    }
  };
}

/**
 * `npm run seed -- --tenant <slug>`: one more tenant with the demo roles and super admin.
 * `--orders <n>` (with `--days`, default 365) adds that many orders over the last days to the
 * tenant, priced by the checkout's own code (up to 1,000,000).
 */
const { values } = parseArgs({
  options: {
    tenant: { type: 'string' },
    name: { type: 'string' },
    orders: { type: 'string' },
    days: { type: 'string' },
  },
});
const config = loadConfig();
const db = await openPreparedDatabase(config);
try {
  const seeded = await seedIfEmpty(db, config);
  if (seeded)
    console.log(
      `Seeded ${seeded.tenants.join(', ')} (${seeded.orders} demo orders); super admin ${seeded.admin.email} / ${seeded.admin.password}`,
    );
  const orders = values.orders === undefined ? undefined : Number(values.orders);
  const days = values.days === undefined ? 365 : Number(values.days);
  if (orders !== undefined && !(Number.isInteger(orders) && orders > 0 && orders <= 1_000_000))
    throw new Error('--orders must be a whole number from 1 to 1000000');
  if (!(Number.isInteger(days) && days > 0 && days <= 3650)) throw new Error('--days must be from 1 to 3650');
  if (values.tenant) {
    const slug = tenantSlug.safeParse(values.tenant);
    if (!slug.success)
      throw new Error(
        `"${values.tenant}" is not a valid tenant slug (lower-case letters, digits and dashes)`,
      );
    let tenant = await findTenantBySlug(db.app, slug.data);
    if (tenant && orders === undefined) throw new Error(`Tenant "${slug.data}" already exists`);
    if (!tenant) {
      const admin = await seedAdminForNewTenant(db, config);
      const blueprint = {
        ...defaultTenantBlueprint(slug.data),
        ...(values.name ? { name: values.name } : {}),
      };
      tenant = await provisionTenant(db, blueprint, admin);
      const password = admin.password ?? `the same password as on tenant "${config.defaultTenant}"`;
      console.log(`Tenant "${slug.data}" created; super admin ${admin.email} / ${password}`);
    }
    if (orders !== undefined) {
      const { written, ms } = await seedDemoOrders(db, tenant, {
        count: orders,
        days,
        seed: Date.now(),
        onProgress: progressBar('orders'),
      });
      const rate = Math.round(written / (ms / 1000));
      console.log(
        `${written} orders written to "${slug.data}" in ${(ms / 1000).toFixed(1)} s (${rate} per second)`,
      );
    }
  } else if (orders !== undefined) throw new Error('--orders needs --tenant <slug>');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
