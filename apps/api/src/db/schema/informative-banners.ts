import { boolean, foreignKey, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { pictures } from './pictures.js';
import { tenantIdColumn, tenantIsolation } from './tenant-isolation.js';

/**
 * A notice the platform's operators publish to every brand's console (spec part 1 §9, part 2 §4):
 * rows of the platform's own tenant, its pictures from that tenant's library (a picture shown by a
 * banner cannot be deleted). Every console reads them through the platform tenant's binding.
 */
export const informativeBanners = pgTable(
  'informative_banners',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedByDefaultAsIdentity().notNull(),
    link: text('link').notNull(),
    alt: text('alt').notNull(),
    desktopPictureId: integer('desktop_picture_id').notNull(),
    responsivePictureId: integer('responsive_picture_id').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'informative_banners_desktop_picture_fk',
      columns: [t.tenantId, t.desktopPictureId],
      foreignColumns: [pictures.tenantId, pictures.id],
    }),
    foreignKey({
      name: 'informative_banners_responsive_picture_fk',
      columns: [t.tenantId, t.responsivePictureId],
      foreignColumns: [pictures.tenantId, pictures.id],
    }),
    tenantIsolation('informative_banners'),
  ],
);
