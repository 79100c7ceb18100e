import type { Database, Tx } from '../../db/client.js';
import { type EmailMessage, type Mailer, MailRefused } from '../../lib/mailer.js';
import { allTenants, type TenantRecord } from '../tenants/tenants.repo.js';
import * as repo from './outbound-emails.repo.js';

/** An e-mail of a kind, made when it is sent: its message, or why it is no longer worth sending. */
export type ComposeEmail = (
  tx: Tx,
  tenant: TenantRecord,
  email: repo.OutboundEmail,
  now: Date,
) => Promise<EmailMessage | { skip: string }>;

/** Attempts before an e-mail that keeps failing (a server down for hours) is given up. */
const MAX_ATTEMPTS = 8;
const BATCH = 50;

/**
 * Sends the outbox (`outbound_emails`): each tenant's waiting e-mails are claimed in one short
 * transaction, sent with no transaction open (a slow mail server holds no connection), and settled
 * in another. A refusal for good (5xx) fails the e-mail at once; anything else tries again at the
 * next run, up to `MAX_ATTEMPTS`. Without a mail server nothing is claimed: e-mails wait.
 */
export function outboundEmailsService(
  db: Database,
  mailer: Mailer | undefined,
  composers: Record<string, ComposeEmail>,
) {
  async function sendOne(mail: Mailer, tenant: TenantRecord, email: repo.OutboundEmail, now: Date) {
    const compose = composers[email.kind];
    const message = compose
      ? await db.readTenant(tenant.id, (tx) => compose(tx, tenant, email, now))
      : { skip: `no composer for ${email.kind}` };
    let outcome: Parameters<typeof repo.settle>[3];
    if ('skip' in message) outcome = { status: 'failed', error: message.skip };
    else
      try {
        await mail.send(message);
        outcome = { status: 'sent', at: new Date() };
      } catch (error) {
        const permanent = error instanceof MailRefused && error.permanent;
        const text = error instanceof Error ? error.message : String(error);
        outcome = { status: permanent || email.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending', error: text };
      }
    await db.withTenant(tenant.id, (tx) => repo.settle(tx, tenant.id, email.id, outcome));
    return outcome.status === 'sent';
  }

  return {
    /** Sends what waits in every tenant's outbox; answers how many went out. */
    async sendWaiting(now = new Date()): Promise<number> {
      if (!mailer) return 0;
      let sent = 0;
      for (const tenant of await allTenants(db.app)) {
        const claimed = await db.withTenant(tenant.id, (tx) => repo.claimWaiting(tx, tenant.id, now, BATCH));
        for (const email of claimed) if (await sendOne(mailer, tenant, email, now)) sent += 1;
      }
      return sent;
    },
  };
}

export type OutboundEmailsService = ReturnType<typeof outboundEmailsService>;
