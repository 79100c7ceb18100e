import { sql } from 'drizzle-orm';
import { integer, pgPolicy } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.js';

/** The tenant of the current transaction, read once per statement (STACK-NOTES: PGlite and RLS). */
export const currentTenantId = sql`(select nullif(current_setting('app.tenant_id', true), '')::int)`;

/** `tenant_id`, first column of every tenant table's keys (ARCHITECTURE.md rule 2). */
export const tenantIdColumn = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/**
 * `tenant_id` of a table whose composite foreign key to a parent of the same tenant already proves
 * the tenant exists and cascades its deletion: a reference of its own to `tenants` would check the
 * same thing again on every row written (over a quarter of the time to write an order's history).
 */
export const childTenantIdColumn = () => integer('tenant_id').notNull();

/** Row-level security policy: a transaction sees and writes only its own tenant's rows. */
export const tenantIsolation = (table: string) =>
  pgPolicy(`${table}_tenant_isolation`, {
    as: 'permissive',
    for: 'all',
    using: sql`tenant_id = ${currentTenantId}`,
    withCheck: sql`tenant_id = ${currentTenantId}`,
  });
