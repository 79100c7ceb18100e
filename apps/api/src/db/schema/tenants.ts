import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Global: one row per tenant (brand). Not tenant-scoped; the API role may only read it. */
export const tenants = pgTable(
  'tenants',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    country: text('country').notNull().default('cl'),
    currency: text('currency').notNull().default('CLP'),
    currencySymbol: text('currency_symbol').notNull().default('$'),
    phonePrefix: text('phone_prefix').notNull().default('+569'),
    language: text('language').notNull().default('es_CL'),
    timeZone: text('time_zone').notNull().default('America/Santiago'),
    hostNames: text('host_names').array().notNull().default(sql`'{}'::text[]`),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    settings: jsonb('settings').notNull().default({}),
    subscriptionStatus: text('subscription_status').notNull().default('active'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tenants_slug_key').on(t.slug)],
);
