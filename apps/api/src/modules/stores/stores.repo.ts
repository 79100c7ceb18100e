import type { OpeningStatus, OrderMethod } from '@tablero/domain';
import { and, asc, eq, ilike, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { containsPattern } from '../../db/like-pattern.js';
import { preparedRead } from '../../db/prepared-read.js';
import {
  checkoutQuestions,
  menus,
  storeCheckoutQuestions,
  storeOpeningStatuses,
  stores,
} from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';
import type { StoreRecord, StoreValues } from './store-mapping.js';
import {
  type OpenNowMoment,
  openNowCondition,
  placeholderParam,
  type StoreParam,
  valueParam,
} from './store-open-now.js';
import { type OpeningData, openingDataColumn } from './store-opening.repo.js';
import { savedOpeningColumns } from './store-opening-saved.repo.js';

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
const anyOf = (column: AnyPgColumn, ids: SQL | Placeholder) => sql`${column} = any(${ids}::int[])`;

/** The filter's conditions; with `placeholderParam`, those of a prepared statement for its combination. */
export function whereOf(filter: StoreFilter, param: StoreParam = valueParam): SQL | undefined {
  const address = filter.address ? param('address', containsPattern(filter.address)) : undefined;
  return and(
    ofTenant(stores.tenantId, param('tenantId', filter.tenantId)),
    filter.name ? ilike(stores.name, param('name', containsPattern(filter.name))) : undefined,
    address ? or(ilike(stores.textAddress, address), ilike(stores.commune, address)) : undefined,
    filter.menuIds ? anyOf(stores.menuId, param('menuIds', filter.menuIds)) : undefined,
    filter.storeIds ? anyOf(stores.id, param('storeIds', filter.storeIds)) : undefined,
    filter.onlyIds ? anyOf(stores.id, param('onlyIds', filter.onlyIds)) : undefined,
    filter.openNow
      ? filter.openNow.open
        ? openNowCondition(filter.openNow.at, param)
        : sql`not ${openNowCondition(filter.openNow.at, param)}`
      : undefined,
    filter.enabledOnly ? eq(stores.enabled, true) : undefined,
  );
}

/** What a prepared list statement stands for: which of the filter's conditions it has. */
function shapeOf(filter: StoreFilter): string {
  const set = (value: unknown): string => (value === undefined ? '0' : '1');
  const openNow = filter.openNow ? (filter.openNow.open ? 'o' : 'c') : '0';
  return [filter.name, filter.address, filter.menuIds, filter.storeIds, filter.onlyIds]
    .map(set)
    .concat(openNow, filter.enabledOnly ? '1' : '0')
    .join('');
}

/** The values of `whereOf(filter, placeholderParam)`'s placeholders. */
function placeholderValuesOf(filter: StoreFilter) {
  return {
    tenantId: filter.tenantId,
    name: filter.name && containsPattern(filter.name),
    address: filter.address && containsPattern(filter.address),
    menuIds: filter.menuIds,
    storeIds: filter.storeIds,
    onlyIds: filter.onlyIds,
    openAtInstant: filter.openNow?.at.instant.toISOString(),
    openAtTime: filter.openNow?.at.time,
    openAtWeekday: filter.openNow?.at.weekday,
  };
}

/** A store list row as the database writes it: the shown columns under their API names, and what its status needs. */
export interface StoreListRecord {
  id: number;
  uuid: string;
  name: string;
  text_address: string;
  commune: string | null;
  menu_id: number | null;
  menu_name: string | null;
  order_method: OrderMethod;
  enabled: boolean;
  /** The saved status where one holds now; else, for an enabled store, `opening` to compute it from. */
  savedStatus: OpeningStatus | null;
  /** The version a status computed now is saved over. */
  openingVersion: number;
  opening: OpeningData | null;
}

/**
 * Each row written as JSON by the database (one column to read, as the raw-SQL floor does), as the
 * product list is: reading a dozen columns per row through pg and drizzle's mapping cost more
 * JavaScript per page than the whole statement's answer.
 */
function storeListRow() {
  const { savedStatus, openingVersion, needsOpening } = savedOpeningColumns();
  return sql<StoreListRecord>`json_build_object('id', ${stores.id}, 'uuid', ${stores.uuid},
    'name', ${stores.name}, 'text_address', ${stores.textAddress}, 'commune', ${stores.commune},
    'menu_id', ${stores.menuId}, 'menu_name', ${menus.name}, 'order_method', ${stores.orderMethod},
    'enabled', ${stores.enabled}, 'savedStatus', ${savedStatus}, 'openingVersion', ${openingVersion},
    'opening', case when ${needsOpening} then ${openingDataColumn(undefined, placeholderParam)} end)`;
}

/** The page query for the filter's combination of conditions, every value a placeholder. */
function storeListQuery(tx: Tx, name: string, filter: StoreFilter) {
  return tx
    .select({ row: storeListRow(), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(stores)
    .leftJoin(menus, and(eq(menus.tenantId, stores.tenantId), eq(menus.id, stores.menuId)))
    .leftJoin(
      storeOpeningStatuses,
      and(eq(storeOpeningStatuses.tenantId, stores.tenantId), eq(storeOpeningStatuses.storeId, stores.id)),
    )
    .where(whereOf(filter, placeholderParam))
    .orderBy(asc(stores.name), asc(stores.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

/** A page of stores, each with its saved opening status at `now` or what computing it needs. */
export async function listStores(
  tx: Tx,
  filter: StoreFilter,
  page: number,
  limit: number,
  at: { now: Date; timeZone: string },
) {
  if (filter.onlyIds?.length === 0) return { rows: [] as StoreListRecord[], total: 0 };
  // The total rides on the page's rows (one round trip, not two); a page past the end has none.
  const counted = await preparedRead(tx, `stores.list.${shapeOf(filter)}`, (t, name) =>
    storeListQuery(t, name, filter),
  ).execute({
    ...placeholderValuesOf(filter),
    now: at.now.toISOString(),
    timeZone: at.timeZone,
    limit,
    offset: (page - 1) * limit,
  });
  const rows = counted.map(({ row }) => row);
  if (counted[0]) return { rows, total: counted[0].total };
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(stores).where(whereOf(filter));
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
