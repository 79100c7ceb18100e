import {
  type Couponable,
  type CouponListQuery,
  type CouponState,
  couponCodeKey,
  type EvaluatedCoupon,
} from '@tablero/domain';
import { and, asc, desc, eq, ilike, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { containsPattern } from '../../db/like-pattern.js';
import { preparedRead } from '../../db/prepared-read.js';
import { couponCouponables, couponStores, coupons, priceGroups, stores } from '../../db/schema/index.js';
import { ofTenant, ofTenantPlaceholder } from '../../db/tenant-filter.js';
import { type CouponRecord, stateOf, valuesOf } from './coupon-mapping.js';

/** `2026-12-01 09:30`: when the coupon starts (and ends), comparable with the tenant's wall clock. */
const startsAt = sql`(${coupons.startDate}::text || ' ' || ${coupons.startTime})`;
const endsAt = sql`(${coupons.expiryDate}::text || ' ' || ${coupons.expiryTime})`;

function validityCondition(
  validity: CouponListQuery['validity'],
  localNow: string | Placeholder,
): SQL | undefined {
  if (validity === 'upcoming') return sql`${startsAt} > ${localNow}`;
  if (validity === 'expired') return sql`${coupons.expiryDate} is not null and ${endsAt} < ${localNow}`;
  if (validity === 'active')
    return sql`${startsAt} <= ${localNow} and (${coupons.expiryDate} is null or ${endsAt} >= ${localNow})`;
  return undefined;
}

/** A coupon valid in the store: it names the store, or names none (every store). */
function validInStore(storeId: number | Placeholder): SQL {
  const named = sql`exists (select 1 from ${couponStores} where ${couponStores.tenantId} = ${coupons.tenantId}
    and ${couponStores.couponId} = ${coupons.id}`;
  return or(sql`${named} and ${couponStores.storeId} = ${storeId})`, sql`not ${named})`) as SQL;
}

const storeIdsOfRow = sql<
  number[]
>`coalesce((select array_agg(${couponStores.storeId} order by ${couponStores.storeId})
  from ${couponStores} where ${couponStores.tenantId} = ${coupons.tenantId}
  and ${couponStores.couponId} = ${coupons.id}), '{}')`;

/** `condition`, or none when the placeholder is null: one statement text whether or not the filter is set. */
function unlessNull(placeholder: Placeholder, type: 'text' | 'boolean', condition: SQL): SQL {
  return sql`(${placeholder}::${sql.raw(type)} is null or ${condition})`;
}

/**
 * The coupon list's query for a validity and whether a store is named: 8 statement names. The code
 * search, `enabled` and `kind` are conditions that hold when their placeholder is null; they are
 * filters on the rows the tenant's index scan reads anyway (no index serves them), so the plan is
 * the same with them set or not, where one name per combination would make 64.
 */
function couponListQuery(tx: Tx, name: string, validity: CouponListQuery['validity'], inStore: boolean) {
  const pattern = sql.placeholder('pattern');
  const enabled = sql.placeholder('enabled');
  const kind = sql.placeholder('kind');
  const where = and(
    ofTenantPlaceholder(coupons.tenantId),
    unlessNull(pattern, 'text', ilike(coupons.code, pattern)),
    unlessNull(enabled, 'boolean', eq(coupons.enabled, enabled)),
    unlessNull(kind, 'text', eq(coupons.kind, kind)),
    inStore ? validInStore(sql.placeholder('storeId')) : undefined,
    validityCondition(validity, sql.placeholder('localNow')),
  );
  return tx
    .select({
      id: coupons.id,
      code: coupons.code,
      kind: coupons.kind,
      discount: coupons.discount,
      max_discount: coupons.maxDiscount,
      quantity: coupons.quantity,
      used_count: coupons.usedCount,
      start_date: coupons.startDate,
      start_time: coupons.startTime,
      expiry_date: coupons.expiryDate,
      expiry_time: coupons.expiryTime,
      enabled: coupons.enabled,
      automatic: coupons.automatic,
      store_ids: storeIdsOfRow,
      // Counted once (an uncorrelated subquery), not per row: a window count would make the
      // database build every matching row, stores included, before taking the page.
      total: sql<number>`(select count(*) from ${coupons} where ${where})`.mapWith(Number),
    })
    .from(coupons)
    .where(where)
    .orderBy(desc(coupons.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

/**
 * A page of the tenant's coupons, newest first, with the total, in one statement. `localNow` is the tenant's wall clock
 * (`2026-12-01 09:30`), against which `validity` is read.
 */
export async function listCoupons(tx: Tx, tenantId: number, query: CouponListQuery, localNow: string) {
  const pattern = query.query ? containsPattern(query.query.trim()) : null;
  const inStore = query.store_id !== undefined;
  const rows = await preparedRead(
    tx,
    `coupons.list.${query.validity ?? 'any'}.${Number(inStore)}`,
    (t, name) => couponListQuery(t, name, query.validity, inStore),
  ).execute({
    tenantId,
    pattern,
    enabled: query.enabled ?? null,
    kind: query.kind || null,
    storeId: query.store_id,
    localNow,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  if (rows[0]) return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0].total };
  const where = and(
    ofTenant(coupons.tenantId, tenantId),
    pattern ? ilike(coupons.code, pattern) : undefined,
    query.enabled === undefined ? undefined : eq(coupons.enabled, query.enabled),
    query.kind ? eq(coupons.kind, query.kind) : undefined,
    query.store_id === undefined ? undefined : validInStore(query.store_id),
    validityCondition(query.validity, localNow),
  );
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(coupons).where(where);
  return { rows: [], total: count?.n ?? 0 };
}

/** A coupon row; `forUpdate` locks it until the transaction ends. */
export async function findCoupon(tx: Tx, tenantId: number, id: number, forUpdate = false) {
  const query = tx
    .select()
    .from(coupons)
    .where(and(ofTenant(coupons.tenantId, tenantId), eq(coupons.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row as CouponRecord | undefined;
}

export async function storesOfCoupon(tx: Tx, tenantId: number, couponId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: couponStores.storeId })
    .from(couponStores)
    .where(and(ofTenant(couponStores.tenantId, tenantId), eq(couponStores.couponId, couponId)))
    .orderBy(asc(couponStores.storeId));
  return rows.map((r) => r.id);
}

export async function couponablesOf(tx: Tx, tenantId: number, couponId: number): Promise<Couponable[]> {
  const rows = await tx
    .select()
    .from(couponCouponables)
    .where(and(ofTenant(couponCouponables.tenantId, tenantId), eq(couponCouponables.couponId, couponId)))
    .orderBy(asc(couponCouponables.position));
  return rows.map(couponableOf);
}

function couponableOf(row: { productId: number | null; priceGroupId: number | null }): Couponable {
  return row.productId !== null
    ? { couponable_type: 'product', couponable_id: row.productId }
    : { couponable_type: 'price_group', couponable_id: row.priceGroupId as number };
}

/**
 * The store's automatic promotions (enabled, applied without a code, valid in that store) as the
 * promotion engine reads them: their fields, stores, products or price groups and uses.
 */
export async function automaticCouponsOfStore(
  tx: Tx,
  tenantId: number,
  storeId: number,
): Promise<EvaluatedCoupon[]> {
  const rows = await tx
    .select()
    .from(coupons)
    .where(
      and(
        ofTenant(coupons.tenantId, tenantId),
        eq(coupons.enabled, true),
        eq(coupons.automatic, true),
        validInStore(storeId),
      ),
    );
  return asEvaluated(tx, tenantId, rows);
}

/** Coupon rows as the promotion engine reads them: with their stores, products or price groups and uses. */
async function asEvaluated(tx: Tx, tenantId: number, rows: CouponRecord[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const links = await tx
    .select()
    .from(couponCouponables)
    .where(and(ofTenant(couponCouponables.tenantId, tenantId), inArray(couponCouponables.couponId, ids)))
    .orderBy(asc(couponCouponables.position));
  const storeLinks = await tx
    .select()
    .from(couponStores)
    .where(and(ofTenant(couponStores.tenantId, tenantId), inArray(couponStores.couponId, ids)));
  return rows.map((row) => ({
    id: row.id,
    ...stateOf(
      row,
      storeLinks.filter((s) => s.couponId === row.id).map((s) => s.storeId),
      links.filter((l) => l.couponId === row.id).map(couponableOf),
    ),
    used_count: row.usedCount,
  }));
}

/** The tenant's enabled coupons, automatic or not, as the promotion engine reads them. */
export async function enabledCoupons(tx: Tx, tenantId: number) {
  const rows = await tx
    .select()
    .from(coupons)
    .where(and(ofTenant(coupons.tenantId, tenantId), eq(coupons.enabled, true)));
  return asEvaluated(tx, tenantId, rows);
}

/**
 * The coupon a customer typed, whatever its case, as the promotion engine reads it; locked until
 * the order's transaction ends, so that two orders cannot both take its last use.
 */
export async function couponByCode(tx: Tx, tenantId: number, code: string) {
  const rows = await tx
    .select()
    .from(coupons)
    .where(and(ofTenant(coupons.tenantId, tenantId), sql`upper(${coupons.code}) = upper(${code.trim()})`))
    .for('update');
  return (await asEvaluated(tx, tenantId, rows))[0];
}

/** Counts a use of the coupon (an order took it). */
export async function countCouponUse(tx: Tx, tenantId: number, id: number): Promise<void> {
  await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(ofTenant(coupons.tenantId, tenantId), eq(coupons.id, id)));
}

/** Which of these ids are coupons of the tenant. */
export async function existingCouponIds(tx: Tx, tenantId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(ofTenant(coupons.tenantId, tenantId), inArray(coupons.id, ids)));
  return rows.map((r) => r.id);
}

/** The stores offering this coupon to customers who left their cart. */
export async function storesOfferingOnAbandonedCarts(tx: Tx, tenantId: number, couponId: number) {
  const rows = await tx
    .select({ name: stores.name })
    .from(stores)
    .where(and(ofTenant(stores.tenantId, tenantId), eq(stores.abandonedShoppingCartCouponId, couponId)))
    .orderBy(asc(stores.name));
  return rows.map((r) => r.name);
}

/** The codes of the coupons restricted to this product (a product that goes would widen them). */
export async function couponCodesNamingProduct(
  tx: Tx,
  tenantId: number,
  productId: number,
): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ code: coupons.code })
    .from(couponCouponables)
    .innerJoin(
      coupons,
      and(eq(coupons.tenantId, couponCouponables.tenantId), eq(coupons.id, couponCouponables.couponId)),
    )
    .where(and(ofTenant(couponCouponables.tenantId, tenantId), eq(couponCouponables.productId, productId)))
    .orderBy(asc(coupons.code));
  return rows.map((r) => r.code);
}

/** Which of these codes (case-insensitive, trimmed) coupons other than `exceptId` already hold, upper-cased. */
export async function takenCodes(tx: Tx, tenantId: number, codes: string[], exceptId?: number) {
  const wanted = [...new Set(codes.map(couponCodeKey))];
  if (wanted.length === 0) return new Set<string>();
  const rows = await tx
    .select({ code: sql<string>`upper(${coupons.code})` })
    .from(coupons)
    .where(
      and(
        ofTenant(coupons.tenantId, tenantId),
        inArray(sql`upper(${coupons.code})`, wanted),
        exceptId === undefined ? undefined : sql`${coupons.id} <> ${exceptId}`,
      ),
    );
  return new Set(rows.map((r) => r.code));
}

/** Which of these ids are price groups of the tenant. */
export async function existingPriceGroupIds(tx: Tx, tenantId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: priceGroups.id })
    .from(priceGroups)
    .where(and(ofTenant(priceGroups.tenantId, tenantId), inArray(priceGroups.id, ids)));
  return rows.map((r) => r.id);
}

/** Every payment method some store of the tenant offers, in any of its ways of ordering. */
export async function offeredPaymentMethods(tx: Tx, tenantId: number): Promise<Set<string>> {
  const rows = await tx
    .selectDistinct({ method: sql<string>`method.value` })
    .from(stores)
    .innerJoin(sql`lateral jsonb_each(${stores.paymentMethods}) as way`, sql`true`)
    .innerJoin(sql`lateral jsonb_array_elements_text(way.value) as method`, sql`true`)
    .where(ofTenant(stores.tenantId, tenantId));
  return new Set(rows.map((r) => r.method));
}

/** Rows per link insert: well under PostgreSQL's 65,535 parameters a statement. */
const LINK_ROWS_PER_STATEMENT = 5000;

async function insertLinks(tx: Tx, tenantId: number, saved: readonly { id: number; state: CouponState }[]) {
  const storeRows = saved.flatMap(({ id, state }) =>
    state.store_ids.map((storeId) => ({ tenantId, couponId: id, storeId })),
  );
  const couponableRows = saved.flatMap(({ id, state }) =>
    state.couponables.map((c, position) => ({
      tenantId,
      couponId: id,
      position,
      productId: c.couponable_type === 'product' ? c.couponable_id : null,
      priceGroupId: c.couponable_type === 'price_group' ? c.couponable_id : null,
    })),
  );
  for (let i = 0; i < storeRows.length; i += LINK_ROWS_PER_STATEMENT)
    await tx.insert(couponStores).values(storeRows.slice(i, i + LINK_ROWS_PER_STATEMENT));
  for (let i = 0; i < couponableRows.length; i += LINK_ROWS_PER_STATEMENT)
    await tx.insert(couponCouponables).values(couponableRows.slice(i, i + LINK_ROWS_PER_STATEMENT));
}

async function replaceLinks(tx: Tx, tenantId: number, couponId: number, state: CouponState) {
  await tx
    .delete(couponStores)
    .where(and(ofTenant(couponStores.tenantId, tenantId), eq(couponStores.couponId, couponId)));
  await tx
    .delete(couponCouponables)
    .where(and(ofTenant(couponCouponables.tenantId, tenantId), eq(couponCouponables.couponId, couponId)));
  await insertLinks(tx, tenantId, [{ id: couponId, state }]);
}

export async function insertCoupon(tx: Tx, tenantId: number, state: CouponState): Promise<number> {
  const [id] = await insertCoupons(tx, tenantId, [state]);
  if (id === undefined) throw new Error('coupon was not created');
  return id;
}

/** Several new coupons (codes distinct) in a few statements; their ids in the order given. */
export async function insertCoupons(
  tx: Tx,
  tenantId: number,
  states: readonly CouponState[],
): Promise<number[]> {
  if (states.length === 0) return [];
  const rows = await tx
    .insert(coupons)
    .values(states.map((state) => ({ ...valuesOf(state), tenantId })))
    .returning({ id: coupons.id, code: coupons.code });
  const idOf = new Map(rows.map((r) => [couponCodeKey(r.code), r.id]));
  const saved = states.map((state) => ({ id: idOf.get(couponCodeKey(state.code)) as number, state }));
  await insertLinks(tx, tenantId, saved);
  return saved.map((s) => s.id);
}

export async function updateCoupon(tx: Tx, tenantId: number, id: number, state: CouponState): Promise<void> {
  await tx
    .update(coupons)
    .set({ ...valuesOf(state), updatedAt: new Date() })
    .where(and(ofTenant(coupons.tenantId, tenantId), eq(coupons.id, id)));
  await replaceLinks(tx, tenantId, id, state);
}

export async function deleteCoupon(tx: Tx, tenantId: number, id: number): Promise<void> {
  await tx.delete(coupons).where(and(ofTenant(coupons.tenantId, tenantId), eq(coupons.id, id)));
}
