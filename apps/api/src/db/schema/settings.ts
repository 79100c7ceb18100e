import { bigint, boolean, foreignKey, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { pictures } from './pictures.js';
import { tenantIdColumn, tenantIsolation } from './tenant-isolation.js';

/**
 * A tenant's settings (spec part 2 §3): one row, written the first time someone saves. The sections
 * are documents checked whole by the domain (`resolveSettingsWrite`); the brand images are columns,
 * so a picture that is a logo cannot be deleted from under the storefront.
 */
export const tenantSettings = pgTable(
  'tenant_settings',
  {
    tenantId: tenantIdColumn().primaryKey(),
    general: jsonb('general').notNull(),
    design: jsonb('design').notNull(),
    templateId: text('template_id').notNull(),
    loyalty: jsonb('loyalty').notNull(),
    staticMenu: boolean('static_menu').notNull(),
    primaryLogoId: integer('primary_logo_id'),
    secondaryLogoId: integer('secondary_logo_id'),
    faviconId: integer('favicon_id'),
    animationLoaderId: integer('animation_loader_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...(
      [
        ['primary_logo', t.primaryLogoId],
        ['secondary_logo', t.secondaryLogoId],
        ['favicon', t.faviconId],
        ['animation_loader', t.animationLoaderId],
      ] as const
    ).map(([name, column]) =>
      foreignKey({
        name: `tenant_settings_${name}_fk`,
        columns: [t.tenantId, column],
        foreignColumns: [pictures.tenantId, pictures.id],
      }),
    ),
    tenantIsolation('tenant_settings'),
  ],
);

/**
 * A number each change to what an order is priced and accepted from (stores and their lists,
 * settings, menus, prices, products, modifiers) moves on, in the changing transaction: what was
 * read of the tenant while it stayed the same is still what the tables hold (migration 0096).
 */
export const tenantCatalogueVersions = pgTable(
  'tenant_catalogue_versions',
  {
    tenantId: tenantIdColumn().primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  () => [tenantIsolation('tenant_catalogue_versions')],
);
