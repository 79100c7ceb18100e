import {
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { childTenantIdColumn, tenantIdColumn, tenantIsolation } from './tenant-isolation.js';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A custom landing (spec part 2 §3, behind the tenant's `custom_landings` flag): a page of the
 * storefront written as HTML, at its own address (unique in the tenant), a draft or published,
 * and who saved it last (by name, kept if the user goes later).
 */
export const customLandings = pgTable(
  'custom_landings',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedByDefaultAsIdentity().notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    status: text('status').notNull(),
    html: text('html').notNull().default(''),
    /** The page builder's sections the HTML was made from; null for HTML written by hand. */
    content: jsonb('content').$type<unknown[]>(),
    editorId: integer('editor_id'),
    editorName: text('editor_name').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('custom_landings_slug_key').on(t.tenantId, t.slug),
    index('custom_landings_list_idx').on(t.tenantId, t.updatedAt.desc().nullsFirst(), t.id),
    tenantIsolation('custom_landings'),
  ],
);

/**
 * The landing's picture for the console's list: the screenshot service's 420×260 JPEG of its HTML,
 * kept apart so that reading landings never carries the bytes. None while the service is missing.
 */
export const customLandingThumbnails = pgTable(
  'custom_landing_thumbnails',
  {
    tenantId: childTenantIdColumn(),
    landingId: integer('landing_id').notNull(),
    jpeg: bytea('jpeg').notNull(),
    renderedAt: timestamp('rendered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.landingId] }),
    foreignKey({
      name: 'custom_landing_thumbnails_landing_fk',
      columns: [t.tenantId, t.landingId],
      foreignColumns: [customLandings.tenantId, customLandings.id],
    }).onDelete('cascade'),
    tenantIsolation('custom_landing_thumbnails'),
  ],
);
