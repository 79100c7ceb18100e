import {
  bigint,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantIdColumn, tenantIsolation } from './tenant-isolation.js';
import { adminUsers } from './users.js';

/** A sign-in: the family every rotated refresh token of it belongs to. */
export const sessions = pgTable(
  'sessions',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    adminUserId: integer('admin_user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'sessions_user_fk',
      columns: [t.tenantId, t.adminUserId],
      foreignColumns: [adminUsers.tenantId, adminUsers.id],
    }).onDelete('cascade'),
    index('sessions_user_idx').on(t.tenantId, t.adminUserId),
    tenantIsolation('sessions'),
  ],
);

/** Every refresh token ever issued, hashed; a used one presented again revokes its session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tenantId: tenantIdColumn(),
    tokenHash: text('token_hash').notNull(),
    sessionId: uuid('session_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tokenHash] }),
    foreignKey({
      name: 'refresh_tokens_session_fk',
      columns: [t.tenantId, t.sessionId],
      foreignColumns: [sessions.tenantId, sessions.id],
    }).onDelete('cascade'),
    index('refresh_tokens_session_idx').on(t.tenantId, t.sessionId),
    tenantIsolation('refresh_tokens'),
  ],
);

/**
 * How many times anything a signed-in session depends on (its session, user, roles, stores, role
 * policies) has changed in the tenant, counted by triggers. A process may reuse what it loaded of a
 * session only while this number, read after the request arrived, has not moved.
 */
export const authVersions = pgTable(
  'auth_versions',
  {
    tenantId: tenantIdColumn().primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  () => [tenantIsolation('auth_versions')],
);
