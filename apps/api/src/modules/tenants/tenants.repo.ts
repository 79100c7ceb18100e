import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tenants } from '../../db/schema/index.js';

export type TenantRecord = typeof tenants.$inferSelect;
export type NewTenant = typeof tenants.$inferInsert;

export function findTenantBySlug(db: Db, slug: string): Promise<TenantRecord | undefined> {
  return db.query.tenants.findFirst({ where: eq(tenants.slug, slug) });
}

export function findTenantByHost(db: Db, host: string): Promise<TenantRecord | undefined> {
  return db.query.tenants.findFirst({ where: sql`${host} = any(${tenants.hostNames})` });
}

/** Every tenant (the sweeps of the job workers visit each). */
export function allTenants(db: Db): Promise<TenantRecord[]> {
  return db.select().from(tenants).orderBy(tenants.id);
}

export async function countTenants(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(tenants);
  return row?.n ?? 0;
}

/** Provisioning runs as the owner: the API role may not create tenants. */
export async function insertTenant(owner: Db, tenant: NewTenant): Promise<TenantRecord> {
  const [row] = await owner.insert(tenants).values(tenant).returning();
  if (!row) throw new Error(`tenant ${tenant.slug} was not created`);
  return row;
}
