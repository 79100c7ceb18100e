import { and, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { stores } from '../../db/schema/index.js';

export type StoreRecord = typeof stores.$inferSelect;

export interface StoreFilter {
  tenantId: number;
  name?: string | undefined;
  /** Only these stores (a store-limited user); undefined for all. */
  storeIds?: number[] | undefined;
}

function whereOf(filter: StoreFilter): SQL | undefined {
  return and(
    eq(stores.tenantId, filter.tenantId),
    filter.name ? ilike(stores.name, `%${filter.name.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    filter.storeIds ? inArray(stores.id, filter.storeIds) : undefined,
  );
}

export async function listStores(tx: Tx, filter: StoreFilter, page: number, limit: number) {
  const where = whereOf(filter);
  const [rows, [count]] = await Promise.all([
    tx
      .select({ id: stores.id, uuid: stores.uuid, name: stores.name })
      .from(stores)
      .where(where)
      .orderBy(asc(stores.name), asc(stores.id))
      .limit(limit)
      .offset((page - 1) * limit),
    tx.select({ n: sql<number>`count(*)::int` }).from(stores).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function insertStore(tx: Tx, tenantId: number, name: string): Promise<StoreRecord> {
  const [row] = await tx.insert(stores).values({ tenantId, name }).returning();
  if (!row) throw new Error('store was not created');
  return row;
}

/** Which of these ids are stores of the tenant. */
export async function existingStoreIds(tx: Tx, tenantId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.tenantId, tenantId), inArray(stores.id, ids)));
  return rows.map((r) => r.id);
}
