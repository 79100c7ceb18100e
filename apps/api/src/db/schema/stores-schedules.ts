import { date, index, integer, jsonb, pgTable, primaryKey, text, time, timestamp } from 'drizzle-orm/pg-core';
import { ofStore, storeColumns } from './stores-columns.js';
import { tenantIdColumn, tenantIsolation } from './tenant-isolation.js';

/** Opening periods per weekday (`business_hours`); the list's open-now filter reads a store's periods of one day. */
export const storeBusinessHours = pgTable(
  'store_business_hours',
  {
    ...storeColumns(),
    day: text('day').notNull(),
    openingTime: time('opening_time').notNull(),
    closingTime: time('closing_time').notNull(),
    dispatchMethod: text('dispatch_method').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    ofStore('store_business_hours', t),
    index('store_business_hours_store_day_idx').on(t.tenantId, t.storeId, t.day),
    tenantIsolation('store_business_hours'),
  ],
);

/** Closing windows (`scheduled_closing_times`), timed closings included. */
export const storeScheduledClosings = pgTable(
  'store_scheduled_closings',
  {
    ...storeColumns(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    reason: text('reason'),
    dispatchMethod: text('dispatch_method').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    ofStore('store_scheduled_closings', t),
    index('store_scheduled_closings_store_idx').on(t.tenantId, t.storeId, t.endAt),
    tenantIsolation('store_scheduled_closings'),
  ],
);

/** Other wait times, periodic (a weekday) or specific (a range of dates). */
export const storeExceptionalWaitTimes = pgTable(
  'store_exceptional_wait_times',
  {
    ...storeColumns(),
    kind: text('kind').notNull(),
    day: text('day'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    deliveryWaitTime: integer('delivery_wait_time').notNull(),
    pickUpWaitTime: integer('pick_up_wait_time').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    ofStore('store_exceptional_wait_times', t),
    index('store_exceptional_wait_times_store_idx').on(t.tenantId, t.storeId),
    tenantIsolation('store_exceptional_wait_times'),
  ],
);

/**
 * A store's opening status as last computed, and the window it holds in: a list reads it instead of
 * the store's periods and closings and computing it again. `version` moves on at every change of
 * the store's periods or closings (triggers, migration 0029), which also empties `status`; a status
 * is saved only over the version it was computed from. It holds for `time_zone` between
 * `computed_at` and `valid_until`; a disabled store needs none.
 */
export const storeOpeningStatuses = pgTable(
  'store_opening_statuses',
  {
    tenantId: tenantIdColumn(),
    storeId: integer('store_id').notNull(),
    version: integer('version').notNull().default(0),
    status: jsonb('status'),
    timeZone: text('time_zone'),
    computedAt: timestamp('computed_at', { withTimezone: true, mode: 'string' }),
    validUntil: timestamp('valid_until', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.storeId] }),
    ofStore('store_opening_statuses', t),
    tenantIsolation('store_opening_statuses'),
  ],
);
