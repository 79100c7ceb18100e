import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { hashPassword } from '../lib/passwords.js';
import { secretBoxFor } from '../lib/secret-box.js';
import { fileStoreOf } from '../modules/pictures/picture-storage.js';
import { countTenants, findTenantBySlug } from '../modules/tenants/tenants.repo.js';
import { findUserByEmail } from '../modules/users/users.repo.js';
import { insertDemoLandings } from './demo-custom-landings.js';
import { seedDemoOrders } from './demo-orders.js';
import { insertDemoCatalogueFeeds } from './demo-social-catalogue.js';
import { demoTenants } from './demo-tenants.js';
import { provisionTenant, type SeedAdmin } from './provision-tenant.js';

export const DEFAULT_SEED_EMAIL = 'admin@demo.cl';

/** The seed super admin: SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD, else admin@demo.cl with a random password. */
export async function newSeedAdmin(config: AppConfig) {
  const password = config.seedAdminPassword ?? randomBytes(9).toString('base64url');
  const email = config.seedAdminEmail ?? DEFAULT_SEED_EMAIL;
  return {
    email,
    password,
    passwordHash: await hashPassword(password),
    generated: !config.seedAdminPassword,
  };
}

/**
 * The super admin of a tenant added later: with SEED_ADMIN_PASSWORD, that one; otherwise the same
 * credentials as the default tenant's super admin, so one sign-in works on every seeded tenant.
 */
export async function seedAdminForNewTenant(
  db: Database,
  config: AppConfig,
): Promise<SeedAdmin & { password?: string }> {
  const email = config.seedAdminEmail ?? DEFAULT_SEED_EMAIL;
  const home = config.seedAdminPassword ? undefined : await findTenantBySlug(db.app, config.defaultTenant);
  const existing = home && (await db.withTenant(home.id, (tx) => findUserByEmail(tx, home.id, email)));
  if (existing?.passwordHash) return { email, passwordHash: existing.passwordHash };
  return newSeedAdmin(config);
}

/**
 * On an empty database: the demo tenants of the platform issue, the demo one with its pictures
 * (kept where the app keeps uploads) and a year of orders. Answers the admin it created and how
 * many orders were written.
 */
export async function seedIfEmpty(db: Database, config: AppConfig) {
  if ((await countTenants(db.app)) > 0) return undefined;
  // The server's own box (its credentials key, from the same configuration).
  const box = secretBoxFor(config);
  const admin = await newSeedAdmin(config);
  const files = fileStoreOf(config);
  let orders = 0;
  for (const blueprint of demoTenants) {
    const tenant = await provisionTenant(db, blueprint, admin, files);
    if (blueprint.demoMenu) await insertDemoLandings(db, tenant, config.screenshots);
    await insertDemoCatalogueFeeds(db, tenant, box);
    if (blueprint.demoOrders && config.seedDemoOrders > 0)
      orders += (await seedDemoOrders(db, tenant, { count: config.seedDemoOrders })).written;
  }
  return { admin, tenants: demoTenants.map((t) => t.slug), orders };
}
