import type { Database } from '../src/db/client.js';
import { hashPassword } from '../src/lib/passwords.js';
import { defaultTenantBlueprint } from '../src/seed/demo-tenants.js';
import { provisionTenant } from '../src/seed/provision-tenant.js';

export const ADMIN_EMAIL = 'admin@tablero.test';
export const ADMIN_PASSWORD = 'Clave-Segura-2026';
export const TEST_TENANTS = ['alpha', 'beta'] as const;

/**
 * The tenants every test app starts with, provisioned like the seed (five roles, two stores, a
 * super admin each): once into the template the test files clone, not once per file.
 */
export async function provisionTestTenants(db: Database): Promise<void> {
  const admin = { email: ADMIN_EMAIL, passwordHash: await hashPassword(ADMIN_PASSWORD) };
  for (const slug of TEST_TENANTS) {
    const blueprint = defaultTenantBlueprint(slug);
    // Areas behind a flag are on, so the access matrix and the fuzzer reach their routes; each
    // area's own tests switch its flag off to check the refusal.
    const features = [...blueprint.features, 'custom_landings' as const];
    await provisionTenant(db, { ...blueprint, features, stores: ['Centro', 'Costanera'] }, admin);
  }
}
