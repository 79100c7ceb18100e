import { foreignKey, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from './stores.js';
import { tenantIdColumn, tenantIsolation } from './tenant-isolation.js';
import { tenants } from './tenants.js';

/**
 * A store's social-network catalogue feed (issue 17): the public address Meta fetches names it by
 * a random token. It is looked up by its SHA-256 (`token_hash`, hex) and kept otherwise only sealed
 * (`token_sealed`), so a copy of the database opens no feed. Generating a new link replaces both,
 * so the old address stops working at once.
 */
export const catalogueFeeds = pgTable(
  'catalogue_feeds',
  {
    tenantId: tenantIdColumn(),
    storeId: integer('store_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The token itself, sealed with the credentials key (SecretBox): the console shows the links again. */
    tokenSealed: text('token_sealed').notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.storeId] }),
    // The feed belongs to the store: it goes with it.
    foreignKey({
      name: 'catalogue_feeds_store_fk',
      columns: [t.tenantId, t.storeId],
      foreignColumns: [stores.tenantId, stores.id],
    }).onDelete('cascade'),
    tenantIsolation('catalogue_feeds'),
  ],
);

/**
 * Global: which tenant a feed token's hash belongs to, and nothing else, so the public feed route
 * (no tenant header: Meta's crawler fetches a bare address) can bind the tenant before reading the
 * feed under row-level security. Written only by a trigger on `catalogue_feeds` (migration
 * `social_catalogue_isolation`); the API role may only read it.
 */
export const catalogueFeedTokens = pgTable('catalogue_feed_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
});
