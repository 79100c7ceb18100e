import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { checkoutQuestions, menus, storeCheckoutQuestions, stores } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';
import type { StoreRecord, StoreValues } from './store-mapping.js';
import { type OpenNowMoment, openNowCondition } from './store-open-now.js';
import { type OpeningData, openingDataColumn } from './store-opening.repo.js';

export type { StoreRecord } from './store-mapping.js';

export interface StoreFilter {
  tenantId: number;
  name?: string | undefined;
  address?: string | undefined;
  menuIds?: number[] | undefined;
  /** Only these stores (a store-limited user); undefined for all. */
  storeIds?: number[] | undefined;
  /** Only these stores (one configured store). */
  onlyIds?: number[] | undefined;
  /** Only the stores open (`open: true`) or not open at a moment. */
  openNow?: { open: boolean; at: OpenNowMoment } | undefined;
  enabledOnly?: boolean | undefined;
}

/**
 * One array parameter rather than one parameter per id: a chain admin limited to 500 stores sent
 * 500 parameters twice per page, and building and sending them was most of a list's cost.
 */
const idIn = (ids: readonly number[]) => sql`${stores.id} = any(${sql.param(ids)}::int[])`;

const contains = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export function whereOf(filter: StoreFilter): SQL | undefined {
  return and(
    ofTenant(stores.tenantId, filter.tenantId),
    filter.name ? ilike(stores.name, contains(filter.name)) : undefined,
    filter.address
      ? or(
          ilike(stores.textAddress, contains(filter.address)),
          ilike(stores.commune, contains(filter.address)),
        )
      : undefined,
    filter.menuIds ? inArray(stores.menuId, filter.menuIds) : undefined,
    filter.storeIds ? idIn(filter.storeIds) : undefined,
    filter.onlyIds ? idIn(filter.onlyIds) : undefined,
    filter.openNow
      ? filter.openNow.open
        ? openNowCondition(filter.openNow.at)
        : sql`not ${openNowCondition(filter.openNow.at)}`
      : undefined,
    filter.enabledOnly ? eq(stores.enabled, true) : undefined,
  );
}

const listColumns = {
  id: stores.id,
  uuid: stores.uuid,
  name: stores.name,
  textAddress: stores.textAddress,
  commune: stores.commune,
  menuId: stores.menuId,
  orderMethod: stores.orderMethod,
  enabled: stores.enabled,
};
export type StoreListRecord = Pick<StoreRecord, keyof typeof listColumns> & {
  menuName: string | null;
  opening: OpeningData;
};

/** A page of stores, each with what its opening status at `now` needs. */
export async function listStores(tx: Tx, filter: StoreFilter, page: number, limit: number, now: Date) {
  const where = whereOf(filter);
  if (filter.onlyIds?.length === 0) return { rows: [] as StoreListRecord[], total: 0 };
  // The total rides on the page's rows (one round trip, not two); a page past the end has none.
  const counted = await tx
    .select({
      ...listColumns,
      menuName: menus.name,
      opening: openingDataColumn(now),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(stores)
    .leftJoin(menus, and(eq(menus.tenantId, stores.tenantId), eq(menus.id, stores.menuId)))
    .where(where)
    .orderBy(asc(stores.name), asc(stores.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const rows: StoreListRecord[] = counted.map(({ total: _total, ...row }) => row);
  if (counted[0]) return { rows, total: counted[0].total };
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(stores).where(where);
  return { rows, total: count?.n ?? 0 };
}

/** Id and name of the stores matching a name, for pickers (`GET /stores/all`). */
export async function searchStores(tx: Tx, filter: StoreFilter, page: number, limit: number) {
  const where = whereOf(filter);
  const rows = await tx
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(where)
    .orderBy(asc(stores.name), asc(stores.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(stores).where(where);
  return { rows, total: count?.n ?? 0 };
}

/** A store row; `forUpdate` locks it until the transaction ends, so two writes cannot both start from it. */
export async function findStore(
  tx: Tx,
  tenantId: number,
  id: number,
  forUpdate = false,
): Promise<StoreRecord | undefined> {
  const query = tx
    .select()
    .from(stores)
    .where(and(ofTenant(stores.tenantId, tenantId), eq(stores.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Whole store rows matching a filter, in list order. */
export function findStores(tx: Tx, filter: StoreFilter, limit = 1000): Promise<StoreRecord[]> {
  return tx
    .select()
    .from(stores)
    .where(whereOf(filter))
    .orderBy(asc(stores.name), asc(stores.id))
    .limit(limit);
}

/**
 * A store with only a name (the seed's and tests' shortcut; `values` fills in the rest). The API
 * creates stores through the service, which checks every rule first.
 */
export async function insertStore(
  tx: Tx,
  tenantId: number,
  name: string,
  values: Partial<StoreValues> = {},
): Promise<StoreRecord> {
  const [row] = await tx
    .insert(stores)
    .values({ ...values, tenantId, name })
    .returning();
  if (!row) throw new Error('store was not created');
  return row;
}

export async function updateStore(
  tx: Tx,
  tenantId: number,
  id: number,
  values: Partial<StoreValues>,
): Promise<void> {
  await tx
    .update(stores)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofTenant(stores.tenantId, tenantId), eq(stores.id, id)));
}

export async function deleteStore(tx: Tx, tenantId: number, id: number): Promise<void> {
  await tx.delete(stores).where(and(ofTenant(stores.tenantId, tenantId), eq(stores.id, id)));
}

/** Which of these ids are stores of the tenant. */
export async function existingStoreIds(tx: Tx, tenantId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(and(ofTenant(stores.tenantId, tenantId), inArray(stores.id, ids)));
  return rows.map((r) => r.id);
}

/** The checkout questions of several stores, in each store's order. */
export async function questionsOf(tx: Tx, tenantId: number, storeIds: number[]) {
  const result = new Map<number, { id: number; question: string }[]>(storeIds.map((id) => [id, []]));
  if (storeIds.length === 0) return result;
  const rows = await tx
    .select({
      storeId: storeCheckoutQuestions.storeId,
      id: checkoutQuestions.id,
      question: checkoutQuestions.question,
    })
    .from(storeCheckoutQuestions)
    .innerJoin(
      checkoutQuestions,
      and(
        eq(checkoutQuestions.tenantId, storeCheckoutQuestions.tenantId),
        eq(checkoutQuestions.id, storeCheckoutQuestions.questionId),
      ),
    )
    .where(
      and(
        ofTenant(storeCheckoutQuestions.tenantId, tenantId),
        inArray(storeCheckoutQuestions.storeId, storeIds),
      ),
    )
    .orderBy(asc(storeCheckoutQuestions.position));
  for (const r of rows) result.get(r.storeId)?.push({ id: r.id, question: r.question });
  return result;
}

export async function setStoreQuestions(tx: Tx, tenantId: number, storeId: number, questionIds: number[]) {
  await tx
    .delete(storeCheckoutQuestions)
    .where(
      and(ofTenant(storeCheckoutQuestions.tenantId, tenantId), eq(storeCheckoutQuestions.storeId, storeId)),
    );
  if (questionIds.length === 0) return;
  await tx
    .insert(storeCheckoutQuestions)
    .values(questionIds.map((questionId, position) => ({ tenantId, storeId, questionId, position })));
}

/** The name of a store's menu. */
export async function menuNameOf(tx: Tx, tenantId: number, menuId: number): Promise<string | null> {
  const [row] = await tx
    .select({ name: menus.name })
    .from(menus)
    .where(and(ofTenant(menus.tenantId, tenantId), eq(menus.id, menuId)));
  return row?.name ?? null;
}
