import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { popUps } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';

export type PopUpRow = typeof popUps.$inferSelect;
export type PopUpColumns = Omit<typeof popUps.$inferInsert, 'tenantId' | 'id' | 'position'>;

const byId = (tenantId: number, id: number) => and(ofTenant(popUps.tenantId, tenantId), eq(popUps.id, id));
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const named = (tenantId: number, query: string | undefined) =>
  and(ofTenant(popUps.tenantId, tenantId), query ? ilike(popUps.name, `%${escapeLike(query)}%`) : undefined);

/** A page of pop-ups in the storefront's order, with the total. */
export async function listPopUps(
  tx: Tx,
  tenantId: number,
  page: { query?: string | undefined; limit: number; offset: number },
) {
  const rows = await tx
    .select({ popUp: popUps, total: sql<number>`(count(*) over ())::int` })
    .from(popUps)
    .where(named(tenantId, page.query))
    .orderBy(asc(popUps.position), asc(popUps.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows: rows.map((r) => r.popUp), total: rows[0]?.total };
}

export async function countPopUps(tx: Tx, tenantId: number, query?: string) {
  const [row] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(popUps)
    .where(named(tenantId, query));
  return row?.total ?? 0;
}

export async function findPopUp(tx: Tx, tenantId: number, id: number, forUpdate = false) {
  const query = tx.select().from(popUps).where(byId(tenantId, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function insertPopUp(tx: Tx, tenantId: number, columns: PopUpColumns) {
  const [row] = await tx
    .insert(popUps)
    .values({
      ...columns,
      tenantId,
      position: sql`(select coalesce(max(position) + 1, 0) from ${popUps} where tenant_id = ${tenantId})`,
    })
    .returning();
  if (!row) throw new Error('the pop-up was not saved');
  return row;
}

export async function updatePopUp(tx: Tx, tenantId: number, id: number, columns: PopUpColumns) {
  const [row] = await tx
    .update(popUps)
    .set({ ...columns, updatedAt: new Date() })
    .where(byId(tenantId, id))
    .returning();
  if (!row) throw new Error('the pop-up was not saved');
  return row;
}

export async function deletePopUp(tx: Tx, tenantId: number, id: number) {
  await tx.delete(popUps).where(byId(tenantId, id));
}

export function lockPopUpsOf(tx: Tx, tenantId: number, ids: readonly number[]) {
  return tx
    .select({ id: popUps.id, position: popUps.position })
    .from(popUps)
    .where(and(ofTenant(popUps.tenantId, tenantId), inArray(popUps.id, [...ids])))
    .for('update');
}

export async function setPopUpPositions(
  tx: Tx,
  tenantId: number,
  positions: readonly { id: number; position: number }[],
) {
  await tx.execute(sql`update ${popUps} p set position = moved.position, updated_at = now()
    from unnest(${sql.param(positions.map((p) => p.id))}::int[], ${sql.param(positions.map((p) => p.position))}::int[])
      as moved(id, position)
    where p.tenant_id = ${tenantId} and p.id = moved.id`);
}

export async function popUpsShowingPicture(tx: Tx, tenantId: number, pictureId: number) {
  const rows = await tx
    .select({ name: popUps.name })
    .from(popUps)
    .where(and(ofTenant(popUps.tenantId, tenantId), eq(popUps.pictureId, pictureId)))
    .limit(5);
  return rows.map((r) => r.name);
}
