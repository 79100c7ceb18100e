import { sql } from 'drizzle-orm';
import {
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
import { tenantIdColumn, tenantIsolation } from './tenant-isolation.js';

/**
 * A page of the storefront (spec part 2 §3): its address (one leading slash, unique among the
 * tenant's pages not deleted) and its place in the list. Deleting keeps the row (`deleted_at`).
 */
export const pages = pgTable(
  'pages',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedByDefaultAsIdentity().notNull(),
    title: text('title').notNull(),
    relativeUrl: text('relative_url').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('pages_url_key').on(t.tenantId, t.relativeUrl).where(sql`${t.deletedAt} is null`),
    index('pages_list_idx').on(t.tenantId, t.position, t.id).where(sql`${t.deletedAt} is null`),
    tenantIsolation('pages'),
  ],
);

/**
 * A version of a page built in the page builder: its blocks, the header's and footer's props, a
 * draft or published, who saved it. The storefront shows the newest published one.
 */
export const pageContents = pgTable(
  'page_contents',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedByDefaultAsIdentity().notNull(),
    pageId: integer('page_id').notNull(),
    status: text('status').notNull(),
    content: jsonb('content').$type<unknown[]>().notNull(),
    headerProps: jsonb('header_props').$type<Record<string, unknown>>(),
    footerProps: jsonb('footer_props').$type<Record<string, unknown>>(),
    editorId: integer('editor_id'),
    editorName: text('editor_name').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'page_contents_page_fk',
      columns: [t.tenantId, t.pageId],
      foreignColumns: [pages.tenantId, pages.id],
    }).onDelete('cascade'),
    index('page_contents_page_idx').on(t.tenantId, t.pageId, t.id),
    tenantIsolation('page_contents'),
  ],
);
