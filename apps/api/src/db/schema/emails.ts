import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { tenantIdColumn, tenantIsolation } from './tenant-isolation.js';

/**
 * E-mails waiting to go out, and what became of them: written in the transaction of what causes
 * them (an order completed with an active poll of its dispatch method: a trigger, migration
 * `outbound_emails`), sent afterwards by the minute upkeep, so a mail server that is slow or down
 * never holds up an order. `sending` is a claim (`claimed_at`); a claim older than ten minutes (its
 * process died) is taken again, so an e-mail goes out at least once. The message itself is made
 * when it is sent, from the record it names (`order_id`).
 */
export const outboundEmails = pgTable(
  'outbound_emails',
  {
    tenantId: tenantIdColumn(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    orderId: integer('order_id'),
    recipient: text('recipient').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // One e-mail of a kind per order: completing an order twice (reopened) invites once.
    unique('outbound_emails_one_per_order').on(t.tenantId, t.kind, t.orderId),
    foreignKey({
      name: 'outbound_emails_order_fk',
      columns: [t.tenantId, t.orderId],
      foreignColumns: [orders.tenantId, orders.id],
    }).onDelete('cascade'),
    index('outbound_emails_waiting_idx').on(t.tenantId, t.id).where(sql`status in ('pending', 'sending')`),
    check('outbound_emails_kind', sql`${t.kind} in ('poll_invitation')`),
    check('outbound_emails_status', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    tenantIsolation('outbound_emails'),
  ],
);
