import { date, index, integer, pgTable, primaryKey, text, time, timestamp } from 'drizzle-orm/pg-core';
import { ofStore, storeColumns } from './stores-columns.js';
import { tenantIsolation } from './tenant-isolation.js';

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
