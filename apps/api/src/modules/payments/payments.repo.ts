import { and, asc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { orders, paymentTransactions, storeCredentials, stores } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';

export type PaymentTransaction = typeof paymentTransactions.$inferSelect;
export type NewPaymentTransaction = Omit<typeof paymentTransactions.$inferInsert, 'tenantId' | 'id'>;

export async function transactionOfOrder(tx: Tx, tenantId: number, orderId: number, forUpdate = false) {
  const query = tx
    .select()
    .from(paymentTransactions)
    .where(and(ofTenant(paymentTransactions.tenantId, tenantId), eq(paymentTransactions.orderId, orderId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The transaction of a provider's token, held until the transaction ends (one commit at a time). */
export async function transactionOfToken(tx: Tx, tenantId: number, token: string) {
  const [row] = await tx
    .select()
    .from(paymentTransactions)
    .where(and(ofTenant(paymentTransactions.tenantId, tenantId), eq(paymentTransactions.token, token)))
    .for('update');
  return row;
}

/** The order of a store that a provider's payment (its token there) belongs to. */
export async function orderOfProviderToken(
  tx: Tx,
  tenantId: number,
  storeId: number,
  provider: string,
  token: string,
): Promise<number | undefined> {
  const [row] = await tx
    .select({ orderId: paymentTransactions.orderId })
    .from(paymentTransactions)
    .innerJoin(
      orders,
      and(eq(orders.tenantId, paymentTransactions.tenantId), eq(orders.id, paymentTransactions.orderId)),
    )
    .where(
      and(
        ofTenant(paymentTransactions.tenantId, tenantId),
        eq(paymentTransactions.provider, provider),
        eq(paymentTransactions.token, token),
        eq(orders.storeId, storeId),
      ),
    );
  return row?.orderId;
}

/** Saves a started payment; undefined when the order already has one (a concurrent retry won). */
export async function insertTransaction(tx: Tx, tenantId: number, row: NewPaymentTransaction) {
  const [saved] = await tx
    .insert(paymentTransactions)
    .values({ ...row, tenantId })
    .onConflictDoNothing()
    .returning();
  return saved;
}

export async function updateTransaction(
  tx: Tx,
  tenantId: number,
  id: number,
  change: Partial<NewPaymentTransaction>,
) {
  await tx
    .update(paymentTransactions)
    .set(change)
    .where(and(ofTenant(paymentTransactions.tenantId, tenantId), eq(paymentTransactions.id, id)));
}

/** The Webpay commerce code of a store (its Tbk-Api-Key-Id). */
export async function webpayCommerceCodeOf(tx: Tx, tenantId: number, storeId: number) {
  const [row] = await tx
    .select({ code: stores.webpayCommerceCode })
    .from(stores)
    .where(and(ofTenant(stores.tenantId, tenantId), eq(stores.id, storeId)));
  return row?.code ?? null;
}

/** The Oneclick commerce code of a store (a child of the mall's). */
export async function oneclickCommerceCodeOf(tx: Tx, tenantId: number, storeId: number) {
  const [row] = await tx
    .select({ code: stores.oneclickCommerceCode })
    .from(stores)
    .where(and(ofTenant(stores.tenantId, tenantId), eq(stores.id, storeId)));
  return row?.code ?? null;
}

/** A store's credentials for a payment provider, still sealed; undefined unless complete. */
export async function configuredCredentialsOf(tx: Tx, tenantId: number, storeId: number, provider: string) {
  const [row] = await tx
    .select({ settings: storeCredentials.settings, sealedSecrets: storeCredentials.sealedSecrets })
    .from(storeCredentials)
    .where(
      and(
        ofTenant(storeCredentials.tenantId, tenantId),
        eq(storeCredentials.storeId, storeId),
        eq(storeCredentials.provider, provider),
        eq(storeCredentials.configured, true),
      ),
    );
  return row;
}

/** Tokens of Webpay payments started before `before` whose customer never came back. */
export async function waitingTokens(tx: Tx, tenantId: number, before: Date, limit: number) {
  const rows = await tx
    .select({ token: paymentTransactions.token })
    .from(paymentTransactions)
    .where(
      and(
        ofTenant(paymentTransactions.tenantId, tenantId),
        eq(paymentTransactions.status, 'created'),
        eq(paymentTransactions.provider, 'webpay'),
        lt(paymentTransactions.createdAt, before),
      ),
    )
    .orderBy(asc(paymentTransactions.createdAt))
    .limit(limit);
  return rows.map((row) => row.token);
}

/** The ids of the tenant's orders that `condition` picks, oldest first. */
async function oldestOrderIds(tx: Tx, tenantId: number, condition: SQL | undefined, limit: number) {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(ofTenant(orders.tenantId, tenantId), condition))
    .orderBy(asc(orders.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Orders paid by these methods still waiting for their payment since before `before`, oldest first. */
export function ordersWaitingForPayment(
  tx: Tx,
  tenantId: number,
  methods: readonly string[],
  before: Date,
  limit: number,
) {
  const waiting = and(
    eq(orders.status, 'pending_online_payment'),
    inArray(orders.paymentMethod, [...methods]),
    lt(orders.createdAt, before),
  );
  return oldestOrderIds(tx, tenantId, waiting, limit);
}

/** Orders paid online that failed afterwards (a future order whose store was disabled), oldest first. */
export function paidOrdersThatFailed(tx: Tx, tenantId: number, limit: number) {
  const failedPaid = and(eq(orders.status, 'failed'), eq(orders.paymentStatus, 'completed'));
  return oldestOrderIds(tx, tenantId, failedPaid, limit);
}
