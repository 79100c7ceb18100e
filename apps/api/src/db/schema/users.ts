import {
  boolean,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { roles } from './roles.js';
import { stores } from './stores.js';
import { tenantIdColumn, tenantIsolation } from './tenant-isolation.js';

export const adminUsers = pgTable(
  'admin_users',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedByDefaultAsIdentity().notNull(),
    name: text('name').notNull(),
    /** Stored lower-case so the per-tenant uniqueness is case-insensitive. */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash'),
    superAdmin: boolean('super_admin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('admin_users_email_key').on(t.tenantId, t.email),
    tenantIsolation('admin_users'),
  ],
);

export const adminUserRoles = pgTable(
  'admin_user_roles',
  {
    tenantId: tenantIdColumn(),
    adminUserId: integer('admin_user_id').notNull(),
    roleId: integer('role_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.adminUserId, t.roleId] }),
    foreignKey({
      name: 'admin_user_roles_user_fk',
      columns: [t.tenantId, t.adminUserId],
      foreignColumns: [adminUsers.tenantId, adminUsers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'admin_user_roles_role_fk',
      columns: [t.tenantId, t.roleId],
      foreignColumns: [roles.tenantId, roles.id],
    }).onDelete('cascade'),
    tenantIsolation('admin_user_roles'),
  ],
);

export const adminUserStores = pgTable(
  'admin_user_stores',
  {
    tenantId: tenantIdColumn(),
    adminUserId: integer('admin_user_id').notNull(),
    storeId: integer('store_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.adminUserId, t.storeId] }),
    foreignKey({
      name: 'admin_user_stores_user_fk',
      columns: [t.tenantId, t.adminUserId],
      foreignColumns: [adminUsers.tenantId, adminUsers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'admin_user_stores_store_fk',
      columns: [t.tenantId, t.storeId],
      foreignColumns: [stores.tenantId, stores.id],
    }).onDelete('cascade'),
    tenantIsolation('admin_user_stores'),
  ],
);

/**
 * How each user likes their console (layout, language, colours): a table of its own, so a change
 * of layout does not run the auth change feed the users' rows have (migration 0047).
 */
export const adminUserPreferences = pgTable(
  'admin_user_preferences',
  {
    tenantId: tenantIdColumn(),
    adminUserId: integer('admin_user_id').notNull(),
    preferences: jsonb('preferences').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.adminUserId] }),
    foreignKey({
      name: 'admin_user_preferences_user_fk',
      columns: [t.tenantId, t.adminUserId],
      foreignColumns: [adminUsers.tenantId, adminUsers.id],
    }).onDelete('cascade'),
    tenantIsolation('admin_user_preferences'),
  ],
);
