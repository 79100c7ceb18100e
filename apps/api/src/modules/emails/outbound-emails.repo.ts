import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { outboundEmails } from '../../db/schema/index.js';
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
