import type { OrderListQuery, OrderStatus, PricedLine } from '@tablero/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { orderItemOptions, orderItems, orderStatusChanges, orders, stores } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';

export type OrderRecord = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'tenantId' | 'id' | 'code'>;

/** Statuses of an order that will not be made: they hold no slot and count for no customer. */
const dropped: OrderStatus[] = ['canceled', 'failed', 'online_payment_failed'];

/** The order an Idempotency-Key already made, if it was made since `since`. */
export async function orderOfIdempotencyKey(tx: Tx, tenantId: number, key: string, since: Date) {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(ofTenant(orders.tenantId, tenantId), eq(orders.idempotencyKey, key), gte(orders.createdAt, since)),
    );
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

export async function linesOf(tx: Tx, tenantId: number, orderId: number) {
  const items = await tx
    .select()
    .from(orderItems)
    .where(and(ofTenant(orderItems.tenantId, tenantId), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.position));
  const options =
    items.length === 0
      ? []
      : await tx
          .select()
          .from(orderItemOptions)
          .where(
            and(
              ofTenant(orderItemOptions.tenantId, tenantId),
              inArray(
                orderItemOptions.orderItemId,
                items.map((i) => i.id),
              ),
            ),
          )
          .orderBy(asc(orderItemOptions.position));
  return { items, options };
}

export function historyOf(tx: Tx, tenantId: number, orderId: number) {
  return tx
    .select()
    .from(orderStatusChanges)
    .where(and(ofTenant(orderStatusChanges.tenantId, tenantId), eq(orderStatusChanges.orderId, orderId)))
    .orderBy(asc(orderStatusChanges.id));
}

const contains = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export interface OrderListFilter extends Omit<OrderListQuery, 'page' | 'limit' | 'from' | 'to'> {
  /** The range's instants, from the local dates in the tenant's time zone. */
  since?: Date | undefined;
  before?: Date | undefined;
  /** A store-limited user's stores. */
  storeIds?: readonly number[] | undefined;
}

function whereOf(tenantId: number, f: OrderListFilter): SQL | undefined {
  const customer = f.customer ? contains(f.customer) : undefined;
  return and(
    ofTenant(orders.tenantId, tenantId),
    f.since ? gte(orders.createdAt, f.since) : undefined,
    f.before ? lt(orders.createdAt, f.before) : undefined,
    f.store_id === undefined ? undefined : eq(orders.storeId, f.store_id),
    f.storeIds ? inArray(orders.storeId, [...f.storeIds]) : undefined,
    f.status ? inArray(orders.status, f.status) : undefined,
    f.platform ? eq(orders.platform, f.platform) : undefined,
    f.dispatch_method ? eq(orders.dispatchMethod, f.dispatch_method) : undefined,
    f.payment_method ? eq(orders.paymentMethod, f.payment_method) : undefined,
    f.origin ? eq(orders.origin, f.origin) : undefined,
    f.code ? eq(orders.code, f.code.toUpperCase()) : undefined,
    customer
      ? or(
          ilike(orders.customerName, customer),
          ilike(orders.customerEmail, customer),
          ilike(orders.customerPhone, customer),
        )
      : undefined,
  );
}

/** A page of orders, newest first, with the total matching the filter. */
export async function listOrders(
  tx: Tx,
  tenantId: number,
  filter: OrderListFilter,
  page: number,
  limit: number,
) {
  const where = whereOf(tenantId, filter);
  const rows = await tx
    .select({ order: orders, storeName: stores.name })
    .from(orders)
    .innerJoin(stores, and(eq(stores.tenantId, orders.tenantId), eq(stores.id, orders.storeId)))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await tx.select({ n: count() }).from(orders).where(where);
  return { rows, total: total?.n ?? 0 };
}
