import type { StoreState } from '@tablero/domain';
import { type NumberValue, toMinor } from '../../../shared/format/number-value.js';
import { snakeizeKeys } from '../../../shared/http/index.js';
import type { Store, StoreBody } from '../api.js';
import type {
  CofinanceValue,
  DeliveryMethodValue,
  ExceptionalWaitTimeValue,
  FeeConfigurationValue,
  ScheduledClosingValue,
  StoreFormValues,
} from './store-form-values.js';

/** The store in wire spelling (snake_case), as the domain rules and POST /stores read it. */
export type { StoreBody };

export const orNull = (value: NumberValue) => (value === '' ? null : value);
const blankToNull = (value: string) => (value.trim() === '' ? null : value);

function feeConfiguration(fee: FeeConfigurationValue | null) {
  if (!fee) return null;
  const amount = fee.grantType === 'amount' ? toMinor(fee.amount) : orNull(fee.amount);
  return { ...fee, amount: fee.grantType === 'none' ? null : amount };
}

/** §5: a cofinance with no grant is sent as null. */
function cofinance(value: CofinanceValue) {
  if (value.kind === 'no_grant') return null;
  return { kind: value.kind, value: value.kind === 'amount' ? toMinor(value.value) : orNull(value.value) };
}

function deliveryMethod(method: DeliveryMethodValue) {
  return {
    ...method,
    feeAmount: toMinor(method.feeAmount),
    feePerKm: toMinor(method.feePerKm),
    feeConfiguration: feeConfiguration(method.feeConfiguration),
    externalDeliveryCofinance: cofinance(method.externalDeliveryCofinance),
  };
}

/** A quote as a number when it reads as one; anything else goes as typed for the rules to refuse. */
const quote = (typed: string) =>
  /^\s*-?\d+([.,]\d+)?\s*$/.test(typed) ? Number(typed.trim().replace(',', '.')) : typed;

/** A closing as sent (camelCase): unpicked times and a blank reason as null, `expired` left out. */
export function closingBody({ expired: _expired, ...closing }: ScheduledClosingValue) {
  return {
    ...closing,
    startDatetime: closing.startDatetime || null,
    endDatetime: closing.endDatetime || null,
    reason: blankToNull(closing.reason),
  };
}

/** An exceptional wait time as sent (camelCase): only the fields of its kind, blank minutes as null. */
export function waitTimeBody(w: ExceptionalWaitTimeValue) {
  return {
    ...w,
    day: w.kind === 'periodic' ? w.day : null,
    startDate: w.kind === 'specific' ? w.startDate : null,
    endDate: w.kind === 'specific' ? w.endDate : null,
    deliveryWaitTime: orNull(w.deliveryWaitTime),
    pickUpWaitTime: orNull(w.pickUpWaitTime),
  };
}

/**
 * The whole store as the form would save it: blank boxes as null, money in minor units, zones
 * the user deleted left out. Indexes of every list match the form's except `delivery_areas`,
 * whose kept items are listed in `areaIndexes` (wire index → form index).
 */
export function storeBodyOf(values: StoreFormValues): { body: StoreBody; areaIndexes: number[] } {
  const {
    deliveryMethods,
    deliveryAreas,
    scheduledClosingTimes,
    exceptionalWaitTimes,
    subscriptionQuotes,
    defaultTip,
    ...scalars
  } = values;
  const areaIndexes = deliveryAreas.flatMap((area, index) => (area.destroy ? [] : [index]));
  const camel: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(scalars))
    camel[key] = typeof value === 'string' ? blankToNull(value) : value === '' ? null : value;
  Object.assign(camel, {
    defaultTip: defaultTip && {
      type: defaultTip.type,
      value: defaultTip.type === 'amount' ? toMinor(defaultTip.value) : orNull(defaultTip.value),
    },
    subscriptionQuotes: subscriptionQuotes.map(quote),
    deliveryMethods: deliveryMethods.map(deliveryMethod),
    deliveryAreas: areaIndexes.map((index) => {
      const { destroy: _destroy, ...area } = deliveryAreas[index] as (typeof deliveryAreas)[number];
      return { deliveryFee: null, ...area };
    }),
    scheduledClosingTimes: scheduledClosingTimes.map(closingBody),
    exceptionalWaitTimes: exceptionalWaitTimes.map(waitTimeBody),
  });
  return { body: snakeizeKeys(camel) as StoreBody, areaIndexes };
}

/** A saved store as the rules' `current` reads it: the wire shape of what GET answered. */
export function savedStoreState(store: Store): StoreState {
  return snakeizeKeys(store) as unknown as StoreState;
}
