import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { priceGroups } from './menus.js';
import { pictures } from './pictures.js';
import { products } from './products.js';
import { stores } from './stores.js';
import { tenantIdColumn, tenantIsolation } from './tenant-isolation.js';

/** What a banner, a positional banner and a pop-up share: when, where and for whom it shows. */
const shownColumns = () => ({
  tenantId: tenantIdColumn(),
  id: integer('id').generatedByDefaultAsIdentity().notNull(),
  name: text('name').notNull(),
  active: boolean('active').notNull(),
  url: text('url'),
  category: text('category').notNull(),
  dispatchMethod: text('dispatch_method').notNull(),
  availability: jsonb('availability').$type<string[]>().notNull(),
  description: text('description'),
  /** The spec's wall-clock times, kept as instants of the tenant's zone: null, no bound. */
  startAt: timestamp('start_at', { withTimezone: true }),
  endAt: timestamp('end_at', { withTimezone: true }),
  /** The storefront's order, from 0. */
  position: integer('position').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A banner of the storefront's carousel (`kind` banner) or an advertising position banner (`kind`
 * position, spec part 2 §3), which also leads to a product or a price group of the tenant.
 */
export const banners = pgTable(
  'banners',
  {
    ...shownColumns(),
    kind: text('kind').notNull(),
    productId: integer('product_id'),
    priceGroupId: integer('price_group_id'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'banners_product_fk',
      columns: [t.tenantId, t.productId],
      foreignColumns: [products.tenantId, products.id],
    }),
    foreignKey({
      name: 'banners_price_group_fk',
      columns: [t.tenantId, t.priceGroupId],
      foreignColumns: [priceGroups.tenantId, priceGroups.id],
    }),
    check(
      'banners_bannerable',
      sql`(${t.kind} = 'banner' and num_nonnulls(${t.productId}, ${t.priceGroupId}) = 0)
        or (${t.kind} = 'position' and num_nonnulls(${t.productId}, ${t.priceGroupId}) = 1)`,
    ),
    check('banners_dates', sql`${t.endAt} is null or ${t.startAt} is null or ${t.endAt} > ${t.startAt}`),
    index('banners_list_idx').on(t.tenantId, t.kind, t.position, t.id),
    index('banners_product_idx').on(t.tenantId, t.productId),
    index('banners_price_group_idx').on(t.tenantId, t.priceGroupId),
    tenantIsolation('banners'),
  ],
);

/** The stores a banner shows in; none means every store. */
export const bannerStores = pgTable(
  'banner_stores',
  {
    tenantId: tenantIdColumn(),
    bannerId: integer('banner_id').notNull(),
    storeId: integer('store_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.bannerId, t.storeId] }),
    foreignKey({
      name: 'banner_stores_banner_fk',
      columns: [t.tenantId, t.bannerId],
      foreignColumns: [banners.tenantId, banners.id],
    }).onDelete('cascade'),
    // Not cascaded: losing its last store would show the banner in every store.
    foreignKey({
      name: 'banner_stores_store_fk',
      columns: [t.tenantId, t.storeId],
      foreignColumns: [stores.tenantId, stores.id],
    }),
    index('banner_stores_store_idx').on(t.tenantId, t.storeId),
    tenantIsolation('banner_stores'),
  ],
);

/** A banner's picture for each platform it shows on. */
export const bannerPictures = pgTable(
  'banner_pictures',
  {
    tenantId: tenantIdColumn(),
    bannerId: integer('banner_id').notNull(),
    platform: text('platform').notNull(),
    pictureId: integer('picture_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.bannerId, t.platform] }),
    foreignKey({
      name: 'banner_pictures_banner_fk',
      columns: [t.tenantId, t.bannerId],
      foreignColumns: [banners.tenantId, banners.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'banner_pictures_picture_fk',
      columns: [t.tenantId, t.pictureId],
      foreignColumns: [pictures.tenantId, pictures.id],
    }),
    index('banner_pictures_picture_idx').on(t.tenantId, t.pictureId),
    tenantIsolation('banner_pictures'),
  ],
);

/** A pop-up (spec part 2 §3): one picture over the website on a computer or on a phone. */
export const popUps = pgTable(
  'pop_ups',
  {
    ...shownColumns(),
    platform: text('platform').notNull(),
    pictureId: integer('picture_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'pop_ups_picture_fk',
      columns: [t.tenantId, t.pictureId],
      foreignColumns: [pictures.tenantId, pictures.id],
    }),
    check('pop_ups_dates', sql`${t.endAt} is null or ${t.startAt} is null or ${t.endAt} > ${t.startAt}`),
    index('pop_ups_list_idx').on(t.tenantId, t.position, t.id),
    index('pop_ups_picture_idx').on(t.tenantId, t.pictureId),
    tenantIsolation('pop_ups'),
  ],
);
