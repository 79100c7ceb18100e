import { boolean, index, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { money, ofStore, storeColumns } from './stores-columns.js';
import { tenantIsolation } from './tenant-isolation.js';

/** Delivery zones and exclusion zones: polygons of normalised points. */
export const storeDeliveryAreas = pgTable(
  'store_delivery_areas',
  {
    ...storeColumns(),
    name: text('name').notNull(),
    kind: text('kind').notNull().default('zone'),
    locked: boolean('locked').notNull().default(false),
    points: jsonb('points').$type<{ latitude: number; longitude: number }[]>().notNull(),
    deliveryFee: money('delivery_fee'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    ofStore('store_delivery_areas', t),
    index('store_delivery_areas_store_idx').on(t.tenantId, t.storeId),
    tenantIsolation('store_delivery_areas'),
  ],
);

export type FeeConfigurationColumn = {
  type: 'delivery_fee' | 'service_fee' | 'both';
  grant_type: 'none' | 'percentage' | 'amount';
  amount: number | null;
  subsidised_service: boolean;
};
export type CofinanceColumn = { kind: 'no_grant' | 'amount' | 'percentage'; value: number | null };

/** Who delivers (own fleet or a provider), how the fee is set and who pays what; one per type. */
export const storeDeliveryMethods = pgTable(
  'store_delivery_methods',
  {
    ...storeColumns(),
    deliveryType: text('delivery_type').notNull(),
    deliveryFeeType: text('delivery_fee_type').notNull().default('fixed'),
    priority: integer('priority').notNull().default(0),
    enabled: boolean('enabled').notNull().default(false),
    feeAmount: money('fee_amount'),
    feePerKm: money('fee_per_km'),
    feeConfiguration: jsonb('fee_configuration').$type<FeeConfigurationColumn | null>(),
    externalDeliveryCofinance: jsonb('external_delivery_cofinance').$type<CofinanceColumn | null>(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    ofStore('store_delivery_methods', t),
    unique('store_delivery_methods_type_key').on(t.tenantId, t.storeId, t.deliveryType),
    tenantIsolation('store_delivery_methods'),
  ],
);
