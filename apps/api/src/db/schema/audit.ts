import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantIdColumn, tenantIsolation } from './tenant-isolation.js';

/** Who changed what, when, with the before/after difference (ARCHITECTURE.md rule 9). */
export const auditLog = pgTable(
  'audit_log',
  {
    tenantId: tenantIdColumn(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity().notNull(),
    adminUserId: integer('admin_user_id'),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('audit_log_entity_idx').on(t.tenantId, t.entity, t.entityId),
    tenantIsolation('audit_log'),
  ],
);
