import type {
  OrderDetail,
  OrderListQuery,
  OrderListRow,
  OrderStatus,
  OrderView,
  PricedLine,
} from '@tablero/domain';
import { and, asc, count, desc, eq, gte, inArray, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { isoInstant } from '../../db/iso-instant.js';
import { containsPattern } from '../../db/like-pattern.js';
import { preparedRead } from '../../db/prepared-read.js';
import {
  loyaltyBalances,
  loyaltyMovements,
  orderCounts,
  orderItemOptions,
  orderItems,
  orderStatusChanges,
  orders,
  stores,
} from '../../db/schema/index.js';
import { ofTenant, ofTenantPlaceholder } from '../../db/tenant-filter.js';

export type OrderRecord = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'tenantId' | 'id' | 'code'>;

/** Statuses of an order that will not be made: they hold no slot and count for no customer. */
const dropped: OrderStatus[] = ['canceled', 'failed', 'online_payment_failed'];

/**
 * The order an Idempotency-Key already made. Kept as long as the order is (API.md asks for at
 * least 24 h): a key is unique in the tenant, so a reused one can only ever name its first order.
 */
export async function orderOfIdempotencyKey(tx: Tx, tenantId: number, key: string) {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(ofTenant(orders.tenantId, tenantId), eq(orders.idempotencyKey, key)));
  return row?.id;
}

/** Future orders of a store whose time falls in [start, end), those dropped aside. */
export async function scheduledInSlot(tx: Tx, tenantId: number, storeId: number, start: Date, end: Date) {
  const [row] = await tx
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        ofTenant(orders.tenantId, tenantId),
        eq(orders.storeId, storeId),
        gte(orders.scheduledAt, start),
        lt(orders.scheduledAt, end),
        notInArray(orders.status, dropped),
      ),
    );
  return row?.n ?? 0;
}

/** What the promotion engine needs to know of a customer (by email): completed orders, uses of a coupon. */
export async function customerHistory(tx: Tx, tenantId: number, email: string, couponId: number) {
  const [row] = await tx
    .select({
      completed: sql<number>`count(*) filter (where ${orders.status} = 'completed')`.mapWith(Number),
      usesOfCoupon:
        sql<number>`count(*) filter (where ${orders.couponId} = ${couponId} and ${notInArray(orders.status, dropped)})`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(
      and(ofTenant(orders.tenantId, tenantId), eq(sql`lower(${orders.customerEmail})`, email.toLowerCase())),
    );
  return { previous_orders: row?.completed ?? 0, uses_of_coupon: row?.usesOfCoupon ?? 0 };
}

/** Holds other orders of the store until this transaction ends (a slot's last place is taken once). */
export async function lockStoreOrders(tx: Tx, tenantId: number, storeId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${tenantId}, ${storeId})`);
}

/**
 * Holds the orders' rollup triggers off for the rest of the transaction: the order placed in it is
 * counted by `countPlacedOrder`, its last statement, so the rollup rows that every order of the
 * store updates stay locked only until the commit that follows (migration 0094).
 */
export async function holdRollups(tx: Tx): Promise<void> {
  await tx.execute(sql`select set_config('tablero.rollups', 'off', true)`);
}

/** Counts an order written under `holdRollups` (and its lines) in every rollup, as the triggers would. */
export async function countPlacedOrder(tx: Tx, tenantId: number, orderId: number): Promise<void> {
  await tx.execute(sql`select tablero_count_placed_orders(${tenantId}, array[${orderId}]::integer[])`);
}

/** Writes the order, unless its code or its Idempotency-Key is taken: then undefined. */
export async function insertOrder(tx: Tx, tenantId: number, code: string, order: NewOrder) {
  const [row] = await tx
    .insert(orders)
    .values({ ...order, tenantId, code })
    .onConflictDoNothing()
    .returning({ id: orders.id });
  return row?.id;
}

export async function insertLines(tx: Tx, tenantId: number, orderId: number, lines: readonly PricedLine[]) {
  const items = await tx
    .insert(orderItems)
    .values(
      lines.map((line, position) => ({
        tenantId,
        orderId,
        position,
        productId: line.product_id,
        name: line.name,
        quantity: line.quantity,
        unitPrice: line.unit_price,
        optionsPrice: line.options_price,
        lineTotal: line.line_total,
        note: line.note,
      })),
    )
    .returning({ id: orderItems.id, position: orderItems.position });
  const options = items.flatMap(({ id, position }) =>
    (lines[position]?.options ?? []).map((o, i) => ({
      tenantId,
      orderItemId: id,
      position: i,
      modifierId: o.modifier_id,
      modifierName: o.modifier_name,
      optionId: o.option_id,
      name: o.name,
      quantity: o.quantity,
      unitPrice: o.unit_price,
    })),
  );
  if (options.length > 0) await tx.insert(orderItemOptions).values(options);
}

export async function insertStatusChange(
  tx: Tx,
  tenantId: number,
  change: Omit<typeof orderStatusChanges.$inferInsert, 'tenantId' | 'id'>,
) {
  await tx.insert(orderStatusChanges).values({ ...change, tenantId });
}

/**
 * An order with its store's name; undefined when it is not the tenant's (or not in `storeIds`).
 * `forUpdate` holds it until the transaction ends, so two status changes cannot both start from it.
 */
export async function findOrder(
  tx: Tx,
  tenantId: number,
  id: number,
  storeIds?: readonly number[],
  forUpdate = false,
) {
  const query = tx
    .select({ order: orders, storeName: stores.name })
    .from(orders)
    .innerJoin(stores, and(eq(stores.tenantId, orders.tenantId), eq(stores.id, orders.storeId)))
    .where(
      and(
        ofTenant(orders.tenantId, tenantId),
        eq(orders.id, id),
        storeIds ? inArray(orders.storeId, [...storeIds]) : undefined,
      ),
    );
  const [row] = forUpdate ? await query.for('update', { of: orders }) : await query;
  return row;
}

/** Moves the order to a status (its payment's with it), stamped `at`. */
export async function setOrderStatus(
  tx: Tx,
  tenantId: number,
  id: number,
  change: { status: OrderStatus; paymentStatus: string; at: Date },
) {
  await tx
    .update(orders)
    .set({ status: change.status, paymentStatus: change.paymentStatus, updatedAt: change.at })
    .where(and(ofTenant(orders.tenantId, tenantId), eq(orders.id, id)));
}

export interface OrderListFilter extends Omit<OrderListQuery, 'page' | 'limit' | 'from' | 'to'> {
  /** The range's instants, from the local dates in the tenant's time zone. */
  since?: Date | undefined;
  before?: Date | undefined;
  /** A store-limited user's stores. */
  storeIds?: readonly number[] | undefined;
}

/** Each filter's placeholder value; undefined when the filter is not set. */
function valuesOf(tenantId: number, f: OrderListFilter) {
  return {
    tenantId,
    since: f.since?.toISOString(),
    before: f.before?.toISOString(),
    storeId: f.store_id,
    storeIds: f.storeIds && [...f.storeIds],
    status: f.status,
    platform: f.platform,
    dispatchMethod: f.dispatch_method,
    paymentMethod: f.payment_method,
    origin: f.origin,
    code: f.code?.toUpperCase(),
    customer: f.customer ? containsPattern(f.customer) : undefined,
  };
}
type FilterValues = ReturnType<typeof valuesOf>;

/** Which filters a prepared statement has (one statement per combination, as `preparedRead` wants). */
const shapeOf = (values: FilterValues) =>
  Object.entries(values)
    .filter(([key]) => key !== 'tenantId')
    .map(([, value]) => (value === undefined ? '0' : '1'))
    .join('');

/** The conditions of the filters set, every value a placeholder named as in `valuesOf`. */
function whereOf(values: FilterValues): SQL | undefined {
  const p = (name: keyof FilterValues) => sql.placeholder(name);
  const set = (name: keyof FilterValues, condition: SQL) =>
    values[name] === undefined ? undefined : condition;
  return and(
    ofTenantPlaceholder(orders.tenantId),
    set('since', sql`${orders.createdAt} >= ${p('since')}::timestamptz`),
    set('before', sql`${orders.createdAt} < ${p('before')}::timestamptz`),
    set('storeId', sql`${orders.storeId} = ${p('storeId')}`),
    set('storeIds', sql`${orders.storeId} = any(${p('storeIds')}::int[])`),
    set('status', sql`${orders.status} = any(${p('status')}::text[])`),
    set('platform', sql`${orders.platform} = ${p('platform')}`),
    set('dispatchMethod', sql`${orders.dispatchMethod} = ${p('dispatchMethod')}`),
    set('paymentMethod', sql`${orders.paymentMethod} = ${p('paymentMethod')}`),
    set('origin', sql`${orders.origin} = ${p('origin')}`),
    set('code', sql`${orders.code} = ${p('code')}`),
    set(
      'customer',
      sql`(${orders.customerName} ilike ${p('customer')} or ${orders.customerEmail} ilike ${p('customer')}
        or ${orders.customerPhone} ilike ${p('customer')})`,
    ),
  );
}

const instantOf = (column: AnyPgColumn) => isoInstant(sql`${column}`);

/** What a list row and the detail both show, as `json_build_object`'s key and value pairs. */
const summaryFields = sql`'id', ${orders.id}, 'code', ${orders.code},
  'store_id', ${orders.storeId}, 'store_name', ${stores.name}, 'status', ${orders.status},
  'platform', ${orders.platform}, 'origin', ${orders.origin}, 'dispatch_method', ${orders.dispatchMethod},
  'customer', json_build_object('name', ${orders.customerName}, 'email', ${orders.customerEmail},
    'phone', ${orders.customerPhone}),
  'amounts', json_build_object('subtotal', ${orders.subtotal}, 'discount', ${orders.discount},
    'delivery_fee', ${orders.deliveryFee}, 'tip', ${orders.tip}, 'total', ${orders.total}),
  'payment', json_build_object('method', ${orders.paymentMethod}, 'status', ${orders.paymentStatus}),
  'scheduled_at', ${instantOf(orders.scheduledAt)}, 'created_at', ${instantOf(orders.createdAt)}`;

/**
 * A list row as the API shows it, written by the database (one JSON column, as the raw-SQL floor
 * reads): mapping forty columns per row through drizzle cost more than the page itself.
 */
const orderListRow = sql<OrderListRow>`json_build_object(${summaryFields}, 'items_count', ${orders.itemsCount})`;

/** Whether the filter names stores at most: then the total is the stores' kept counts. */
const storesOnly = (values: FilterValues) =>
  Object.entries(values).every(
    ([key, value]) => value === undefined || key === 'tenantId' || key === 'storeId' || key === 'storeIds',
  );

/**
 * The orders matching the filter, as a subquery of the page's statement (inner scope). Filtered by
 * store at most, it is the sum of the kept per-store counts (`order_counts`): counting a million
 * rows took most of a second per page; any other filter counts the rows it matches.
 */
const totalOf = (values: FilterValues) => {
  if (!storesOnly(values)) return sql<number>`(select count(*)::int from ${orders} where ${whereOf(values)})`;
  const p = (name: keyof FilterValues) => sql.placeholder(name);
  const stored = and(
    ofTenantPlaceholder(orderCounts.tenantId),
    values.storeId === undefined ? undefined : sql`${orderCounts.storeId} = ${p('storeId')}`,
    values.storeIds === undefined ? undefined : sql`${orderCounts.storeId} = any(${p('storeIds')}::int[])`,
  );
  return sql<number>`(select coalesce(sum(${orderCounts.count}), 0)::int from ${orderCounts} where ${stored})`;
};

/**
 * A page of orders, newest first, with the total matching the filter. The first page (what the
 * console opens) is one prepared statement carrying its total; a later page counts first, and a
 * page past the middle is read from the oldest end and turned around, so the database steps over
 * the pages after it rather than over every page before it: the last page of a million orders
 * costs what the first does.
 */
export async function listOrders(
  tx: Tx,
  tenantId: number,
  filter: OrderListFilter,
  page: number,
  limit: number,
) {
  const values = valuesOf(tenantId, filter);
  const shape = shapeOf(values);
  const pageQuery = (direction: 'a' | 'd', counted: boolean) =>
    preparedRead(tx, `orders.page.${direction}${Number(counted)}.${shape}`, (t, name) =>
      t
        .select({ row: orderListRow, total: counted ? totalOf(values) : sql<number>`0` })
        .from(orders)
        .innerJoin(stores, and(eq(stores.tenantId, orders.tenantId), eq(stores.id, orders.storeId)))
        .where(whereOf(values))
        .orderBy(
          ...(direction === 'a'
            ? [asc(orders.createdAt), asc(orders.id)]
            : [desc(orders.createdAt), desc(orders.id)]),
        )
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name),
    );
  if (page === 1) {
    const rows = await pageQuery('d', true).execute({ ...values, limit, offset: 0 });
    return { rows: rows.map((r) => r.row), total: rows[0]?.total ?? 0 };
  }
  const [counted] = await preparedRead(tx, `orders.count.${shape}`, (t, name) =>
    t
      .select({ n: totalOf(values) })
      .from(sql`(select 1) as one`)
      .prepare(name),
  ).execute(values);
  const total = counted?.n ?? 0;
  const offset = (page - 1) * limit;
  if (offset >= total) return { rows: [] as OrderListRow[], total };
  const rows =
    offset > total / 2
      ? (
          await pageQuery('a', false).execute({
            ...values,
            limit: Math.min(limit, total - offset),
            offset: Math.max(0, total - offset - limit),
          })
        ).reverse()
      : await pageQuery('d', false).execute({ ...values, limit, offset });
  return { rows: rows.map((r) => r.row), total };
}

/** Where a keyset walk of the list stands: the last order given (newest first). */
export interface OrderCursor {
  createdAt: string;
  id: number;
}

/**
 * The next `limit` orders of the list after `after` (newest first), each with where it stands:
 * what an export walks a million orders with, one short statement per batch and no offset.
 */
export async function ordersAfter(
  tx: Tx,
  tenantId: number,
  filter: OrderListFilter,
  after: OrderCursor | null,
  limit: number,
) {
  const values = valuesOf(tenantId, filter);
  const shape = shapeOf(values);
  const rows = await preparedRead(tx, `orders.after.${Number(after !== null)}.${shape}`, (t, name) =>
    t
      .select({
        row: orderListRow,
        // To the microsecond, as stored: a cursor cut to the millisecond could skip a row of the same one.
        at: sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        id: orders.id,
      })
      .from(orders)
      .innerJoin(stores, and(eq(stores.tenantId, orders.tenantId), eq(stores.id, orders.storeId)))
      .where(
        and(
          whereOf(values),
          after
            ? sql`(${orders.createdAt}, ${orders.id}) < (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')})`
            : undefined,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  ).execute({ ...values, afterAt: after?.createdAt, afterId: after?.id, limit });
  return rows;
}

/** How many orders the list's filter matches. */
export async function countOrders(tx: Tx, tenantId: number, filter: OrderListFilter): Promise<number> {
  const values = valuesOf(tenantId, filter);
  const [counted] = await preparedRead(tx, `orders.count.${shapeOf(values)}`, (t, name) =>
    t
      .select({ n: totalOf(values) })
      .from(sql`(select 1) as one`)
      .prepare(name),
  ).execute(values);
  return counted?.n ?? 0;
}

/**
 * An order as `GET /orders/{id}` shows it, written by the database in one statement: its lines
 * with their options and its history as JSON arrays of the same row. Four statements and the
 * mapping of every column in JavaScript answered 0.27 of this one statement's rate.
 */
const orderViewRow = sql<OrderView>`json_build_object(${summaryFields},
  'address', case when ${orders.addressText} is null then null else json_build_object(
    'text_address', ${orders.addressText}, 'latitude', coalesce(${orders.latitude}, 0),
    'longitude', coalesce(${orders.longitude}, 0), 'details', ${orders.addressDetails}) end,
  'items', coalesce((select json_agg(json_build_object('product_id', i.product_id, 'name', i.name,
      'quantity', i.quantity, 'unit_price', i.unit_price, 'options_price', i.options_price,
      'line_total', i.line_total, 'note', i.note,
      'options', coalesce((select json_agg(json_build_object('modifier_id', x.modifier_id,
          'modifier_name', x.modifier_name, 'option_id', x.option_id, 'name', x.name, 'quantity', x.quantity,
          'unit_price', x.unit_price) order by x.position)
        from ${orderItemOptions} x where x.tenant_id = i.tenant_id and x.order_item_id = i.id), '[]'))
      order by i.position)
    from ${orderItems} i where i.tenant_id = ${orders.tenantId} and i.order_id = ${orders.id}), '[]'),
  'coupon_code', ${orders.couponCode}, 'points', ${orders.points},
  'driver', case when ${orders.driverName} is null then null
    else json_build_object('id', ${orders.driverId}, 'name', ${orders.driverName}) end,
  'billing', json_build_object('type', ${orders.billingType}, 'document_type', ${orders.billingDocumentType},
    'business_name', ${orders.billingBusinessName}, 'email', ${orders.billingEmail},
    'phone', ${orders.billingPhone}, 'tax_free', ${orders.billingTaxFree}),
  'note', ${orders.note},
  'history', coalesce((select json_agg(json_build_object('from', h.from_status, 'to', h.to_status,
      'at', ${isoInstant(sql`h.at`)}, 'by', h.mover, 'admin_user_name', h.admin_user_name, 'reason', h.reason)
      order by h.id)
    from ${orderStatusChanges} h where h.tenant_id = ${orders.tenantId} and h.order_id = ${orders.id}), '[]'),
  'updated_at', ${instantOf(orders.updatedAt)})`;

/**
 * One order of the tenant by id (in `storeIds` when given) with `columns`, as a prepared statement
 * per kind: undefined when there is none.
 */
function orderById(kind: string, columns: { view: SQL<OrderView>; loyalty?: SQL<OrderDetail['loyalty']> }) {
  return async (tx: Tx, tenantId: number, id: number, storeIds?: readonly number[]) => {
    const limited = storeIds !== undefined;
    const [found] = await preparedRead(tx, `orders.${kind}.${Number(limited)}`, (t, name) =>
      t
        .select(columns)
        .from(orders)
        .innerJoin(stores, and(eq(stores.tenantId, orders.tenantId), eq(stores.id, orders.storeId)))
        .where(
          and(
            ofTenantPlaceholder(orders.tenantId),
            eq(orders.id, sql.placeholder('id')),
            limited ? sql`${orders.storeId} = any(${sql.placeholder('storeIds')}::int[])` : undefined,
          ),
        )
        .prepare(name),
    ).execute({ tenantId, id, storeIds: storeIds && [...storeIds] });
    return found as { view: OrderView; loyalty?: OrderDetail['loyalty'] } | undefined;
  };
}

const orderViewById = orderById('view', { view: orderViewRow });

/** An order as the API shows it; undefined when it is not the tenant's (or not in `storeIds`). */
export async function findOrderView(tx: Tx, tenantId: number, id: number, storeIds?: readonly number[]) {
  return (await orderViewById(tx, tenantId, id, storeIds))?.view;
}

/** Several orders as `GET /orders/{id}` shows each, by id (those that exist). */
export async function findOrderViews(tx: Tx, tenantId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, OrderView>();
  const rows = await tx
    .select({ id: orders.id, view: orderViewRow })
    .from(orders)
    .innerJoin(stores, and(eq(stores.tenantId, orders.tenantId), eq(stores.id, orders.storeId)))
    .where(and(ofTenant(orders.tenantId, tenantId), inArray(orders.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.view]));
}

/**
 * The orders of a kitchen board as `GET /orders/{id}` shows each, in one statement: those in
 * `statuses` placed or due since `since` (a future order placed days ago is the kitchen's on its
 * day), in `storeIds` (undefined: all), the newest `limit`.
 */
export async function boardOrderViews(
  tx: Tx,
  tenantId: number,
  board: {
    statuses: readonly OrderStatus[];
    since: Date;
    storeIds: readonly number[] | undefined;
    limit: number;
  },
) {
  const rows = await tx
    .select({ view: orderViewRow })
    .from(orders)
    .innerJoin(stores, and(eq(stores.tenantId, orders.tenantId), eq(stores.id, orders.storeId)))
    .where(
      and(
        ofTenant(orders.tenantId, tenantId),
        inArray(orders.status, [...board.statuses]),
        or(gte(orders.createdAt, board.since), gte(orders.scheduledAt, board.since)),
        board.storeIds ? inArray(orders.storeId, [...board.storeIds]) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(board.limit);
  return rows.map((row) => row.view);
}

/**
 * Scheduled orders whose time to reach the kitchen has come (`scheduled_at` before `before`),
 * locked for this transaction; another releaser skips them rather than wait.
 */
export async function dueScheduledOrders(tx: Tx, tenantId: number, before: Date, limit: number) {
  return tx
    .select({ id: orders.id, paymentStatus: orders.paymentStatus, storeEnabled: stores.enabled })
    .from(orders)
    .innerJoin(stores, and(eq(stores.tenantId, orders.tenantId), eq(stores.id, orders.storeId)))
    .where(
      and(
        ofTenant(orders.tenantId, tenantId),
        eq(orders.status, 'creation_scheduled'),
        lt(orders.scheduledAt, before),
      ),
    )
    .orderBy(asc(orders.scheduledAt))
    .limit(limit)
    .for('update', { of: orders, skipLocked: true });
}

/** Changes only the order's payment status (a refund): the status history is about the order. */
export async function setPaymentStatus(
  tx: Tx,
  tenantId: number,
  id: number,
  paymentStatus: string,
  at: Date,
) {
  await tx
    .update(orders)
    .set({ paymentStatus, updatedAt: at })
    .where(and(ofTenant(orders.tenantId, tenantId), eq(orders.id, id)));
}

/**
 * The loyalty part of an order's detail: null while the tenant's program is off (its flag and its
 * settings), else what the order earned (null until it completes) and its customer's balance.
 */
const loyaltyOfOrder = sql<OrderDetail['loyalty']>`case when tablero_loyalty_on(${orders.tenantId}) then
  json_build_object(
    'earned', (select m.points from ${loyaltyMovements} m
      where m.tenant_id = ${orders.tenantId} and m.order_id = ${orders.id}),
    'balance', coalesce((select b.points from ${loyaltyBalances} b
      where b.tenant_id = ${orders.tenantId} and b.email = ${orders.customerEmail}), 0)) end`;

const orderDetailById = orderById('detail', { view: orderViewRow, loyalty: loyaltyOfOrder });

/**
 * An order as staff open it (`GET /orders/{id}`): its view and its loyalty part in one prepared
 * statement, as the view alone. Undefined when it is not the tenant's (or not in `storeIds`).
 */
export async function findOrderDetail(
  tx: Tx,
  tenantId: number,
  id: number,
  storeIds?: readonly number[],
): Promise<OrderDetail | undefined> {
  const found = await orderDetailById(tx, tenantId, id, storeIds);
  return found && { ...found.view, loyalty: found.loyalty ?? null };
}
