import { parseArgs } from 'node:util';
import { tenantSlug } from '@tablero/domain';
import { loadConfig } from '../config.js';
import { openPreparedDatabase } from '../db/prepare.js';
import { findTenantBySlug } from '../modules/tenants/tenants.repo.js';
import { defaultTenantBlueprint } from './demo-tenants.js';
import { provisionTenant } from './provision-tenant.js';
import { seedAdminForNewTenant, seedIfEmpty } from './seed.js';

/** `npm run seed -- --tenant <slug>`: one more tenant with the demo roles and super admin. */
const { values } = parseArgs({ options: { tenant: { type: 'string' }, name: { type: 'string' } } });
const config = loadConfig();
const db = await openPreparedDatabase(config);
try {
  const seeded = await seedIfEmpty(db, config);
  if (seeded)
    console.log(
      `Seeded ${seeded.tenants.join(', ')}; super admin ${seeded.admin.email} / ${seeded.admin.password}`,
    );
  if (values.tenant) {
    const slug = tenantSlug.safeParse(values.tenant);
    if (!slug.success)
      throw new Error(
        `"${values.tenant}" is not a valid tenant slug (lower-case letters, digits and dashes)`,
      );
    if (await findTenantBySlug(db.app, slug.data)) throw new Error(`Tenant "${slug.data}" already exists`);
    const admin = await seedAdminForNewTenant(db, config);
    const blueprint = { ...defaultTenantBlueprint(slug.data), ...(values.name ? { name: values.name } : {}) };
    await provisionTenant(db, blueprint, admin);
    const password = admin.password ?? `the same password as on tenant "${config.defaultTenant}"`;
    console.log(`Tenant "${slug.data}" created; super admin ${admin.email} / ${password}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
