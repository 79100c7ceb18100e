import type { FieldError } from '../errors/error-codes.js';
import { fieldMessages } from '../errors/field-messages.js';
import { repeatedAreaNames } from './delivery-areas.js';
import { isExternalFleet, isPeya, isUber, offeredDeliveryTypes } from './delivery-methods.js';
import { isScheduledClosingExpired } from './opening/index.js';
import {
  emptyPaymentMethods,
  isOnlinePaymentMethod,
  offeredPaymentMethods,
  type PaymentMethodKey,
  webpayMethods,
} from './payment-methods.js';
import { overlappingHours } from './schedules.schema.js';
import type { StoreState } from './store.schema.js';
import { type DispatchMode, dispatchModes, orderMethodFlags, storeLimits } from './store-constants.js';
import { storeMessages } from './store-messages.js';

export interface StoreRuleContext {
  country: string;
  /** The tenant's feature flags: `order_taker` adds the order-taker payment modes. */
  features: readonly string[];
  now: Date;
  /** The store before this write; null for a new store. */
  current: StoreState | null;
}

type Rule = (store: StoreState, ctx: StoreRuleContext) => FieldError[];

const error = (field: string, message: string): FieldError => ({ field, message });

/** §5: the next period opens after the previous one closes, per weekday and dispatch method. */
const hoursDoNotOverlap: Rule = (store) =>
  overlappingHours(store.business_hours).map((i) =>
    error(`business_hours.${i}.opening_time`, storeMessages.overlappingHours),
  );

/** Without different hours for delivery and pick-up, each period is for both. */
const sameHoursForBoth: Rule = (store) =>
  store.have_different_business_hours
    ? []
    : store.business_hours.flatMap((h, i) =>
        h.dispatch_method === 'both'
          ? []
          : [error(`business_hours.${i}.dispatch_method`, storeMessages.sameHoursForBoth)],
      );

const enabledMethods = (store: StoreState) => store.delivery_methods.filter((m) => m.enabled);

/** §5: a store that delivers has a delivery option selected. */
const deliveryOptionSelected: Rule = (store) =>
  orderMethodFlags(store.order_method).delivery && enabledMethods(store).length === 0
    ? [error('delivery_methods', storeMessages.deliveryOptionRequired)]
    : [];

/** One method per delivery type, and only the types the store may use (§5 offering rules). */
const deliveryTypesAllowed: Rule = (store, ctx) => {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const offered = offeredDeliveryTypes({
    country: ctx.country,
    features: ctx.features,
    enabled: (ctx.current?.delivery_methods ?? []).filter((m) => m.enabled).map((m) => m.delivery_type),
  });
  store.delivery_methods.forEach((m, i) => {
    if (seen.has(m.delivery_type))
      errors.push(error(`delivery_methods.${i}.delivery_type`, storeMessages.deliveryTypeRepeated));
    else if (m.enabled && !offered.includes(m.delivery_type))
      errors.push(error(`delivery_methods.${i}.delivery_type`, storeMessages.deliveryTypeNotOffered));
    seen.add(m.delivery_type);
  });
  return errors;
};

/** §5: the Uber id is required when Uber delivers. */
const uberIdWithUber: Rule = (store) =>
  enabledMethods(store).some((m) => isUber(m.delivery_type)) && !store.uber_id
    ? [error('uber_id', storeMessages.uberIdRequired)]
    : [];

/** The payment modes a store takes orders in. */
export function enabledDispatchModes(store: StoreState, features: readonly string[]): DispatchMode[] {
  const { delivery, pick_up } = orderMethodFlags(store.order_method);
  const orderTaker = features.includes('order_taker');
  const modes: DispatchMode[] = [];
  if (delivery) modes.push('delivery');
  if (pick_up) modes.push('in_store');
  if (orderTaker && pick_up) modes.push('order_taker_in_store');
  if (orderTaker && delivery) modes.push('order_taker_store_delivery');
  return modes;
}

/** §5: at least one valid payment method in each enabled order mode, and only methods offered. */
const paymentMethodsValid: Rule = (store, ctx) => {
  const errors: FieldError[] = [];
  const current = ctx.current?.payment_methods ?? emptyPaymentMethods();
  for (const mode of dispatchModes) {
    const offered = offeredPaymentMethods(mode, { ...store, current });
    const wrong = store.payment_methods[mode].find((m) => !offered.includes(m));
    if (wrong) errors.push(error(`payment_methods.${mode}`, storeMessages.paymentMethodNotOffered(wrong)));
  }
  for (const mode of enabledDispatchModes(store, ctx.features)) {
    if (
      store.payment_methods[mode].length === 0 &&
      !errors.some((e) => e.field === `payment_methods.${mode}`)
    )
      errors.push(error(`payment_methods.${mode}`, storeMessages.paymentMethodRequired(mode)));
  }
  return errors;
};

const acceptsAny = (store: StoreState, methods: (m: PaymentMethodKey) => boolean) =>
  store.payment_methods.delivery.some(methods);

/** §5: PedidosYa needs Oneclick or Webpay; an external fleet needs an online payment method. */
const onlinePaymentForFleets: Rule = (store) => {
  const fleets = enabledMethods(store);
  const errors: FieldError[] = [];
  if (
    fleets.some((m) => isPeya(m.delivery_type)) &&
    !acceptsAny(store, (m) => m === 'oneclick' || webpayMethods.includes(m))
  )
    errors.push(error('payment_methods.delivery', storeMessages.peyaNeedsWebpay));
  else if (fleets.some((m) => isExternalFleet(m.delivery_type)) && !acceptsAny(store, isOnlinePaymentMethod))
    errors.push(error('payment_methods.delivery', storeMessages.externalFleetNeedsOnline));
  return errors;
};

/** §5: the abandoned cart waits at least 5 minutes; its coupon is required when switched on. */
const abandonedCart: Rule = (store) => {
  const errors: FieldError[] = [];
  const minutes = store.cart_notification_interval_minutes;
  if (minutes !== null && minutes < storeLimits.minAbandonedCartMinutes)
    errors.push(
      error(
        'cart_notification_interval_minutes',
        storeMessages.abandonedCartMinimum(storeLimits.minAbandonedCartMinutes),
      ),
    );
  if (store.abandoned_shopping_cart_coupon_id_enabled && store.abandoned_shopping_cart_coupon_id === null)
    errors.push(
      error('abandoned_shopping_cart_coupon_id', fieldMessages.required('abandoned_shopping_cart_coupon_id')),
    );
  return errors;
};

/** §5: at most 3 checkout questions, each once, and at least one when they are switched on. */
const checkoutQuestions: Rule = (store) => {
  const ids = store.checkout_question_ids;
  if (ids.length > storeLimits.maxCheckoutQuestions)
    return [
      error('checkout_question_ids', storeMessages.checkoutQuestionsMax(storeLimits.maxCheckoutQuestions)),
    ];
  if (new Set(ids).size !== ids.length) return [error('checkout_question_ids', storeMessages.repeatedId)];
  if (store.enabled_checkout_questions && ids.length === 0)
    return [error('checkout_question_ids', fieldMessages.required('checkout_question_ids'))];
  return [];
};

/** A contact channel switched on needs its number or id. */
const contactChannels: Rule = (store) => [
  ...(store.enabled_whatsapp_number && !store.whatsapp_number
    ? [error('whatsapp_number', fieldMessages.required('whatsapp_number'))]
    : []),
  ...(store.enabled_facebook_messenger && !store.facebook_messenger_id
    ? [error('facebook_messenger_id', fieldMessages.required('facebook_messenger_id'))]
    : []),
];

/** §5: zone names are distinct. */
const distinctZoneNames: Rule = (store) =>
  repeatedAreaNames(store.delivery_areas).map((i) =>
    error(`delivery_areas.${i}.name`, storeMessages.repeatedZoneName),
  );

const samePoints = (a: { points: unknown }, b: { points: unknown }) =>
  JSON.stringify(a.points) === JSON.stringify(b.points);

/** A locked zone keeps its shape, name and kind, and stays, until it is unlocked. */
const lockedAreasKept: Rule = (store, ctx) => {
  const errors: FieldError[] = [];
  const after = new Map(store.delivery_areas.map((a, i) => [a.id, { area: a, index: i }]));
  for (const before of ctx.current?.delivery_areas ?? []) {
    if (!before.locked || before.id === undefined) continue;
    const now = after.get(before.id);
    if (!now) errors.push(error('delivery_areas', storeMessages.lockedArea));
    else if (
      now.area.locked &&
      (!samePoints(before, now.area) || before.name !== now.area.name || before.kind !== now.area.kind)
    )
      errors.push(error(`delivery_areas.${now.index}`, storeMessages.lockedArea));
  }
  return errors;
};

const sameClosing = (a: StoreState['scheduled_closing_times'][number], b: typeof a) =>
  Date.parse(a.start_datetime) === Date.parse(b.start_datetime) &&
  Date.parse(a.end_datetime) === Date.parse(b.end_datetime) &&
  a.reason === b.reason &&
  a.dispatch_method === b.dispatch_method;

/**
 * §4: an expired scheduled closing cannot be reused: a closing already over may be kept or
 * deleted but not changed, and a new or changed closing must end in the future.
 */
const closingsNotExpired: Rule = (store, ctx) => {
  const before = new Map((ctx.current?.scheduled_closing_times ?? []).map((c) => [c.id, c]));
  return store.scheduled_closing_times.flatMap((closing, i) => {
    const old = closing.id === undefined ? undefined : before.get(closing.id);
    if (old && sameClosing(old, closing)) return [];
    const expired =
      (old && isScheduledClosingExpired(old, ctx.now)) || isScheduledClosingExpired(closing, ctx.now);
    return expired ? [error(`scheduled_closing_times.${i}.end_datetime`, storeMessages.expiredClosing)] : [];
  });
};

/** Every cross-field rule of §5, in the order the form shows its sections. */
export const storeRules: readonly Rule[] = [
  hoursDoNotOverlap,
  sameHoursForBoth,
  closingsNotExpired,
  deliveryOptionSelected,
  deliveryTypesAllowed,
  uberIdWithUber,
  paymentMethodsValid,
  onlinePaymentForFleets,
  abandonedCart,
  checkoutQuestions,
  contactChannels,
  distinctZoneNames,
  lockedAreasKept,
];

export function storeRuleErrors(store: StoreState, ctx: StoreRuleContext): FieldError[] {
  return storeRules.flatMap((rule) => rule(store, ctx));
}
