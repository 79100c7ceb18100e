import type { CredentialValues } from '@tablero/domain';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { stores } from './stores.js';
import { tenantIdColumn, tenantIsolation } from './tenant-isolation.js';

/**
 * One provider's credentials for one store (spec part 1 §3 "Credentials"). Secret fields live only
 * in `sealed_secrets`, one JSON object encrypted with AES-256-GCM (lib/secret-box.ts); ids and
 * flags stay readable in `settings` so they can be shown and searched without the key.
 */
export const storeCredentials = pgTable(
  'store_credentials',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedByDefaultAsIdentity().notNull(),
    storeId: integer('store_id').notNull(),
    /** An integration provider key of packages/domain (`pedidos_ya`, `uber_direct`, …). */
    provider: text('provider').notNull(),
    settings: jsonb('settings').$type<CredentialValues>().notNull().default({}),
    /** Null when no secret field is set. */
    sealedSecrets: text('sealed_secrets'),
    /** Every required field set: what the integration pages count and show. */
    configured: boolean('configured').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('store_credentials_store_provider_key').on(t.tenantId, t.storeId, t.provider),
    index('store_credentials_provider_idx').on(t.tenantId, t.provider),
    foreignKey({
      name: 'store_credentials_store_fk',
      columns: [t.tenantId, t.storeId],
      foreignColumns: [stores.tenantId, stores.id],
    }).onDelete('cascade'),
    tenantIsolation('store_credentials'),
  ],
);
