import { and, asc, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { containsPattern } from '../../db/like-pattern.js';
import { adminUsers, tenants } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';
import type { TenantRecord } from './tenants.repo.js';

/** The global tenants table: read by the API role, written only by the owner (platform work). */
export async function listTenants(
  db: Db,
  filter: { query?: string | undefined; subscriptionStatus?: string | undefined },
  page: number,
  limit: number,
): Promise<{ rows: TenantRecord[]; total: number }> {
  const pattern = filter.query ? containsPattern(filter.query) : undefined;
  const where = and(
    pattern ? or(ilike(tenants.name, pattern), ilike(tenants.slug, pattern)) : undefined,
    filter.subscriptionStatus ? eq(tenants.subscriptionStatus, filter.subscriptionStatus) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(tenants)
      .where(where)
      .orderBy(asc(tenants.name), asc(tenants.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(tenants).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findTenantById(db: Db, id: number): Promise<TenantRecord | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, id));
  return row;
}

/** Tenants other than `exceptId` that answer one of `hosts`. */
export async function tenantsHoldingHosts(db: Db, hosts: readonly string[], exceptId?: number) {
  if (hosts.length === 0) return [];
  return db
    .select({ id: tenants.id, name: tenants.name, hostNames: tenants.hostNames })
    .from(tenants)
    .where(
      and(
        sql`${tenants.hostNames} && ${sql.param([...hosts])}::text[]`,
        exceptId === undefined ? undefined : sql`${tenants.id} <> ${exceptId}`,
      ),
    );
}

export async function updateTenant(
  owner: Db,
  id: number,
  values: Partial<
    Pick<TenantRecord, 'name' | 'hostNames' | 'features' | 'subscriptionStatus' | 'active' | 'settings'>
  >,
): Promise<TenantRecord> {
  const [row] = await owner
    .update(tenants)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(tenants.id, id))
    .returning();
  if (!row) throw new Error(`tenant ${id} was not updated`);
  return row;
}

/** The brand's first super admin who has not set a password yet (the one the platform made). */
export async function firstAdminWithoutPassword(tx: Tx, tenantId: number) {
  const [row] = await tx
    .select({ id: adminUsers.id, name: adminUsers.name, email: adminUsers.email })
    .from(adminUsers)
    .where(
      and(
        ofTenant(adminUsers.tenantId, tenantId),
        eq(adminUsers.superAdmin, true),
        isNull(adminUsers.passwordHash),
      ),
    )
    .orderBy(asc(adminUsers.id))
    .limit(1);
  return row;
}
