import {
  boolean,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { policies } from './policies.js';
import { stores } from './stores.js';
import { tenantIdColumn, tenantIsolation } from './tenant-isolation.js';

export const roles = pgTable(
  'roles',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedByDefaultAsIdentity().notNull(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('roles_name_key').on(t.tenantId, t.name),
    tenantIsolation('roles'),
  ],
);

/** One row per (role, policy, action) with its active flag. */
export const rolePolicies = pgTable(
  'role_policies',
  {
    tenantId: tenantIdColumn(),
    roleId: integer('role_id').notNull(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.roleId, t.policyId, t.action] }),
    foreignKey({
      name: 'role_policies_role_fk',
      columns: [t.tenantId, t.roleId],
      foreignColumns: [roles.tenantId, roles.id],
    }).onDelete('cascade'),
    tenantIsolation('role_policies'),
  ],
);

/**
 * The stores a role is meant for (spec part 2 §3 "Role: … stores"): none means every store. A
 * user given the role works only in stores of its list; the list grants no store by itself.
 */
export const roleStores = pgTable(
  'role_stores',
  {
    tenantId: tenantIdColumn(),
    roleId: integer('role_id').notNull(),
    storeId: integer('store_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.roleId, t.storeId] }),
    foreignKey({
      name: 'role_stores_role_fk',
      columns: [t.tenantId, t.roleId],
      foreignColumns: [roles.tenantId, roles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'role_stores_store_fk',
      columns: [t.tenantId, t.storeId],
      foreignColumns: [stores.tenantId, stores.id],
    }).onDelete('cascade'),
    tenantIsolation('role_stores'),
  ],
);
