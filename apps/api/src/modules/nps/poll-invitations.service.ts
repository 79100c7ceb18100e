import type { PollInvitations } from '@tablero/domain';
import type { Database } from '../../db/client.js';
import { outcomesOf } from '../emails/outbound-emails.repo.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import { POLL_LINK_LIFETIME_MS } from './poll-links.js';

const FAILURES_SHOWN = 5;

/** How the poll invitations fared: what the polls screen tells staff about the e-mails. */
export function pollInvitationsService(db: Database, mailServer: boolean) {
  return {
    /** Over the link's lifetime (30 days): a customer invited earlier can no longer answer. */
    async summary(tenant: TenantRecord, now = new Date()): Promise<PollInvitations> {
      const since = new Date(now.getTime() - POLL_LINK_LIFETIME_MS);
      const { counts, failures } = await db.readTenant(tenant.id, (tx) =>
        outcomesOf(tx, tenant.id, 'poll_invitation', since, FAILURES_SHOWN),
      );
      return {
        mail_server: mailServer,
        sent: counts?.sent ?? 0,
        waiting: counts?.waiting ?? 0,
        failed: counts?.failed ?? 0,
        last_sent_at: counts?.lastSentAt ? new Date(counts.lastSentAt).toISOString() : null,
        failures: failures.map((f) => ({
          order_id: f.orderId as number,
          order_code: f.orderCode,
          recipient: f.recipient,
          error: f.error,
          at: f.at.toISOString(),
        })),
      };
    },
  };
}

export type PollInvitationsService = ReturnType<typeof pollInvitationsService>;
