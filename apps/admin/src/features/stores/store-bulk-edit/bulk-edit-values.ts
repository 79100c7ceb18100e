import { type DispatchMode, weekdays } from '@tablero/domain';
import { addPeriod } from '../store-form/business-hours.js';
import type { BusinessHourValue, StoreFormValues } from '../store-form/store-form-values.js';

/** The schedules tab's sections, each sent only when the user turns it on. */
export const scheduleSections = [
  'waitTimes',
  'businessHours',
  'exceptionalWaitTimes',
  'scheduledClosingTimes',
  'orderMethod',
  'futureOrders',
] as const;
export type ScheduleSection = (typeof scheduleSections)[number];

/** Sections whose list replaces the one each store has. */
export const listSections: readonly ScheduleSection[] = [
  'businessHours',
  'exceptionalWaitTimes',
  'scheduledClosingTimes',
];

/**
 * What the bulk edit holds: the store form's fields of both tabs under the same names (so the
 * store form's sections edit them), plus which sections and payment modes are turned on.
 */
export type BulkEditValues = Pick<
  StoreFormValues,
  | 'deliveryWaitTime'
  | 'pickUpWaitTime'
  | 'businessHours'
  | 'haveDifferentBusinessHours'
  | 'exceptionalWaitTimes'
  | 'scheduledClosingTimes'
  | 'orderMethod'
  | 'futureOrdersEnabled'
  | 'paymentMethods'
> & {
  sections: ScheduleSection[];
  paymentModes: DispatchMode[];
};

/** A usual week to start from: every day the store form's default period. */
function usualWeek(): BusinessHourValue[] {
  return weekdays.reduce<BusinessHourValue[]>((hours, day) => addPeriod(hours, day, 'both'), []);
}

/** Nothing turned on: a submit changes nothing until the user chooses what to change. */
export function newBulkEditValues(): BulkEditValues {
  return {
    sections: [],
    paymentModes: [],
    deliveryWaitTime: '',
    pickUpWaitTime: '',
    businessHours: usualWeek(),
    haveDifferentBusinessHours: false,
    exceptionalWaitTimes: [],
    scheduledClosingTimes: [],
    orderMethod: 'both',
    futureOrdersEnabled: true,
    paymentMethods: { delivery: [], inStore: [], orderTakerInStore: [], orderTakerStoreDelivery: [] },
  };
}
