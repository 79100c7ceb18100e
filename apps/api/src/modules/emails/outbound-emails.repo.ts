import { and, desc, eq, gte, inArray, lt, max, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { orders, outboundEmails } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';

export type OutboundEmail = typeof outboundEmails.$inferSelect;

/** A claim older than this belongs to a process that died: the e-mail is taken again. */
const CLAIM_MS = 10 * 60_000;

/**
 * Up to `limit` of the tenant's e-mails waiting to go out, oldest first, claimed for this sender
 * (`sending`, one attempt more); rows another sender holds are skipped, not waited for.
 */
export async function claimWaiting(tx: Tx, tenantId: number, now: Date, limit: number) {
  const staleClaim = new Date(now.getTime() - CLAIM_MS);
  const waiting = tx
    .select({ id: outboundEmails.id })
    .from(outboundEmails)
    .where(
      and(
        ofTenant(outboundEmails.tenantId, tenantId),
        or(
          eq(outboundEmails.status, 'pending'),
          and(eq(outboundEmails.status, 'sending'), lt(outboundEmails.claimedAt, staleClaim)),
        ),
      ),
    )
    .orderBy(outboundEmails.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx
    .update(outboundEmails)
    .set({ status: 'sending', claimedAt: now, attempts: sql`${outboundEmails.attempts} + 1` })
    .where(and(ofTenant(outboundEmails.tenantId, tenantId), inArray(outboundEmails.id, waiting)))
    .returning();
}

/** What became of a claimed e-mail: sent, failed for good, or back in the queue with its error. */
export async function settle(
  tx: Tx,
  tenantId: number,
  id: number,
  outcome: { status: 'sent'; at: Date } | { status: 'failed' | 'pending'; error: string },
) {
  await tx
    .update(outboundEmails)
    .set(
      outcome.status === 'sent'
        ? { status: 'sent', sentAt: outcome.at, lastError: null, claimedAt: null }
        : { status: outcome.status, lastError: outcome.error.slice(0, 500), claimedAt: null },
    )
    .where(and(ofTenant(outboundEmails.tenantId, tenantId), eq(outboundEmails.id, id)));
}

/** A kind's e-mails created since `since`: how many went out, wait, failed; the latest failures. */
export async function outcomesOf(tx: Tx, tenantId: number, kind: string, since: Date, failuresShown: number) {
  const mine = and(
    ofTenant(outboundEmails.tenantId, tenantId),
    eq(outboundEmails.kind, kind),
    gte(outboundEmails.createdAt, since),
  );
  const [counts] = await tx
    .select({
      sent: sql<number>`count(*) filter (where ${outboundEmails.status} = 'sent')::int`,
      waiting: sql<number>`count(*) filter (where ${outboundEmails.status} in ('pending', 'sending'))::int`,
      failed: sql<number>`count(*) filter (where ${outboundEmails.status} = 'failed')::int`,
      lastSentAt: max(outboundEmails.sentAt),
    })
    .from(outboundEmails)
    .where(mine);
  const failures = await tx
    .select({
      orderId: outboundEmails.orderId,
      orderCode: orders.code,
      recipient: outboundEmails.recipient,
      error: outboundEmails.lastError,
      at: outboundEmails.createdAt,
    })
    .from(outboundEmails)
    .innerJoin(
      orders,
      and(eq(orders.tenantId, outboundEmails.tenantId), eq(orders.id, outboundEmails.orderId)),
    )
    .where(and(mine, eq(outboundEmails.status, 'failed')))
    .orderBy(desc(outboundEmails.id))
    .limit(failuresShown);
  return { counts, failures };
}
