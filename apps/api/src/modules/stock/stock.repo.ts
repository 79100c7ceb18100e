import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { adminUsers, menuSyncRequests, modifiers, products, stockOuts } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';

/** Out at `at`: no return set, or a return still ahead. */
const outAt = (at: Date) => or(isNull(stockOuts.until), gt(stockOuts.until, at));

/** What is out of stock in a store at `at`, by product and by option, with when each comes back. */
export interface StoreStock {
  products: Map<number, Date | null>;
  options: Map<number, Date | null>;
}

export async function storeStockAt(tx: Tx, tenantId: number, storeId: number, at: Date): Promise<StoreStock> {
  const rows = await tx
    .select({ productId: stockOuts.productId, optionId: stockOuts.optionId, until: stockOuts.until })
    .from(stockOuts)
    .where(and(ofTenant(stockOuts.tenantId, tenantId), eq(stockOuts.storeId, storeId), outAt(at)));
  const stock: StoreStock = { products: new Map(), options: new Map() };
  for (const row of rows) {
    if (row.productId !== null) stock.products.set(row.productId, row.until);
    if (row.optionId !== null) stock.options.set(row.optionId, row.until);
  }
  return stock;
}

export type StockItemRef = { productId: number } | { optionId: number };

const isItem = (item: StockItemRef) =>
  'productId' in item ? eq(stockOuts.productId, item.productId) : eq(stockOuts.optionId, item.optionId);

/** The store's stock-outs at `at` (or only the one of `item`), named, newest first. */
export function stockOutsOfStore(tx: Tx, tenantId: number, storeId: number, at: Date, item?: StockItemRef) {
  return tx
    .select({
      storeId: stockOuts.storeId,
      productId: stockOuts.productId,
      optionId: stockOuts.optionId,
      name: sql<string>`coalesce(${products.name}, ${modifiers.name}, '')`,
      mode: stockOuts.mode,
      until: stockOuts.until,
      createdAt: stockOuts.createdAt,
      createdById: stockOuts.createdBy,
      createdByName: adminUsers.name,
    })
    .from(stockOuts)
    .leftJoin(products, and(eq(products.tenantId, stockOuts.tenantId), eq(products.id, stockOuts.productId)))
    .leftJoin(
      modifiers,
      and(eq(modifiers.tenantId, stockOuts.tenantId), eq(modifiers.id, stockOuts.optionId)),
    )
    .leftJoin(adminUsers, eq(adminUsers.id, stockOuts.createdBy))
    .where(
      and(
        ofTenant(stockOuts.tenantId, tenantId),
        eq(stockOuts.storeId, storeId),
        outAt(at),
        item ? isItem(item) : undefined,
      ),
    )
    .orderBy(sql`${stockOuts.createdAt} desc`, asc(stockOuts.id));
}

export type StockOutRecord = Awaited<ReturnType<typeof stockOutsOfStore>>[number];

export interface StockOutWrite {
  tenantId: number;
  storeId: number;
  item: StockItemRef;
  mode: string;
  until: Date | null;
  createdBy: number | null;
}

/** Marks the item out; marking it again (even after its return passed) starts it over. */
export async function putStockOut(tx: Tx, write: StockOutWrite): Promise<void> {
  const isProduct = 'productId' in write.item;
  const values = {
    tenantId: write.tenantId,
    storeId: write.storeId,
    productId: 'productId' in write.item ? write.item.productId : null,
    optionId: 'optionId' in write.item ? write.item.optionId : null,
    mode: write.mode,
    until: write.until,
    createdBy: write.createdBy,
  };
  const column = isProduct ? stockOuts.productId : stockOuts.optionId;
  await tx
    .insert(stockOuts)
    .values(values)
    .onConflictDoUpdate({
      target: [stockOuts.tenantId, stockOuts.storeId, column],
      targetWhere: sql`${column} is not null`,
      set: { mode: values.mode, until: values.until, createdBy: values.createdBy, createdAt: sql`now()` },
    });
}

/** Back on sale by hand; false when it was not out (or its return had passed already). */
export async function deleteStockOut(
  tx: Tx,
  tenantId: number,
  storeId: number,
  item: StockItemRef,
  at: Date,
): Promise<boolean> {
  const deleted = await tx
    .delete(stockOuts)
    .where(and(ofTenant(stockOuts.tenantId, tenantId), eq(stockOuts.storeId, storeId), isItem(item)))
    .returning({ until: stockOuts.until });
  return deleted.some((row) => row.until === null || row.until > at);
}

/** Deletes the stock-outs whose return has come; answers the stores they were in. */
export async function deleteReturnedStockOuts(tx: Tx, tenantId: number, now: Date): Promise<number[]> {
  const rows = await tx
    .delete(stockOuts)
    .where(and(ofTenant(stockOuts.tenantId, tenantId), lte(stockOuts.until, now)))
    .returning({ storeId: stockOuts.storeId });
  return [...new Set(rows.map((r) => r.storeId))];
}

/** Asks for a new menu on each of these channels of the store (the newest request wins). */
export async function requestMenuSync(
  tx: Tx,
  tenantId: number,
  storeId: number,
  channels: string[],
  requestedBy: number | null,
): Promise<void> {
  if (channels.length === 0) return;
  await tx
    .insert(menuSyncRequests)
    .values(channels.map((channel) => ({ tenantId, storeId, channel, requestedBy })))
    .onConflictDoUpdate({
      target: [menuSyncRequests.tenantId, menuSyncRequests.storeId, menuSyncRequests.channel],
      set: { requestedBy, requestedAt: sql`now()` },
    });
}

/** The tenant's waiting sync requests, locked for this transaction; others skip them. */
export function takeMenuSyncRequests(tx: Tx, tenantId: number) {
  return tx
    .select()
    .from(menuSyncRequests)
    .where(ofTenant(menuSyncRequests.tenantId, tenantId))
    .orderBy(asc(menuSyncRequests.requestedAt))
    .for('update', { skipLocked: true });
}

export async function dropMenuSyncRequest(tx: Tx, tenantId: number, storeId: number, channel: string) {
  await tx
    .delete(menuSyncRequests)
    .where(
      and(
        ofTenant(menuSyncRequests.tenantId, tenantId),
        eq(menuSyncRequests.storeId, storeId),
        eq(menuSyncRequests.channel, channel),
      ),
    );
}
