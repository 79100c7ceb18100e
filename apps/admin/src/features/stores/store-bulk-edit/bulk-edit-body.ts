import { type DispatchMode, dispatchModes } from '@tablero/domain';
import { snakeizeKeys, toCamelKey } from '../../../shared/http/case.js';
import type { StoreBody } from '../api.js';
import { closingBody, orNull, waitTimeBody } from '../store-form/store-body.js';
import type { BulkEditTab } from '../urls.js';
import type { BulkEditValues } from './bulk-edit-values.js';

/** A bulk list's items are new in every store: an id from the form would name another store's item. */
const withoutId = <T extends { id?: number }>({ id: _id, ...item }: T) => item;

type ModeKey = keyof BulkEditValues['paymentMethods'];
const modeKey = (mode: DispatchMode) => toCamelKey(mode) as ModeKey;

function schedulesChange(values: BulkEditValues): Record<string, unknown> {
  const on = new Set(values.sections);
  return {
    ...(on.has('waitTimes') && {
      deliveryWaitTime: orNull(values.deliveryWaitTime),
      pickUpWaitTime: orNull(values.pickUpWaitTime),
    }),
    ...(on.has('businessHours') && {
      businessHours: values.businessHours.map(withoutId),
      haveDifferentBusinessHours: values.haveDifferentBusinessHours,
    }),
    ...(on.has('exceptionalWaitTimes') && {
      exceptionalWaitTimes: values.exceptionalWaitTimes.map((w) => withoutId(waitTimeBody(w))),
    }),
    ...(on.has('scheduledClosingTimes') && {
      scheduledClosingTimes: values.scheduledClosingTimes.map((c) => withoutId(closingBody(c))),
    }),
    ...(on.has('orderMethod') && { orderMethod: values.orderMethod }),
    ...(on.has('futureOrders') && { futureOrdersEnabled: values.futureOrdersEnabled }),
  };
}

function paymentChange(values: BulkEditValues): Record<string, unknown> {
  const modes = dispatchModes.filter((mode) => values.paymentModes.includes(mode));
  if (modes.length === 0) return {};
  return {
    paymentMethods: Object.fromEntries(
      modes.map((mode) => [modeKey(mode), values.paymentMethods[modeKey(mode)]]),
    ),
  };
}

/**
 * `PATCH /stores/massive_update`'s body (wire spelling) for the tab on screen: only the sections
 * (schedules) or order modes (payment methods) the user turned on, so a bulk edit never
 * overwrites what the user did not touch. The other tab's changes are not sent.
 */
export function bulkEditBody(
  values: BulkEditValues,
  tab: BulkEditTab,
  storeIds: readonly number[],
): StoreBody {
  const change = tab === 'schedules' ? schedulesChange(values) : paymentChange(values);
  return snakeizeKeys({ storeIds: [...storeIds], ...change }) as StoreBody;
}
