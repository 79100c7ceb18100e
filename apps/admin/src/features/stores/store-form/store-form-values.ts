import { type DeliveryType, defaultStoreState } from '@tablero/domain';
import { fromMinor, type NumberValue } from '../../../shared/format/number-value.js';
import { camelizeKeys } from '../../../shared/http/index.js';
import type { Store } from '../api.js';
import {
  type DeliveryMethodValue,
  type ExternalIdKey,
  externalIdKeys,
  type MethodView,
  type StoreFormValues,
  type View,
} from './store-form-types.js';

export * from './store-form-types.js';

const text = (value: string | null | undefined) => value ?? '';
const numberOrBlank = (value: number | null | undefined): NumberValue => value ?? '';

function methodValue(method: Omit<MethodView, 'id' | 'key'> & { id?: number }): DeliveryMethodValue {
  const fee = method.feeConfiguration;
  const cofinance = method.externalDeliveryCofinance;
  return {
    ...(method.id === undefined ? {} : { id: method.id }),
    deliveryType: method.deliveryType,
    deliveryFeeType: method.deliveryFeeType,
    priority: method.priority,
    enabled: method.enabled,
    feeAmount: fromMinor(method.feeAmount),
    feePerKm: fromMinor(method.feePerKm),
    feeConfiguration: fee && {
      type: fee.type,
      grantType: fee.grantType,
      amount: fee.grantType === 'amount' ? fromMinor(fee.amount) : numberOrBlank(fee.amount),
      subsidisedService: fee.subsidisedService,
    },
    externalDeliveryCofinance: cofinance
      ? {
          kind: cofinance.kind,
          value: cofinance.kind === 'amount' ? fromMinor(cofinance.value) : numberOrBlank(cofinance.value),
        }
      : { kind: 'no_grant', value: '' },
  };
}

/** A disabled method for each offered type the store has none of, so the form can switch it on. */
function withDrafts(methods: DeliveryMethodValue[], offered: readonly DeliveryType[]): DeliveryMethodValue[] {
  const have = new Set(methods.map((m) => m.deliveryType));
  const missing = offered.filter((type) => !have.has(type));
  const last = Math.max(0, ...methods.map((m) => m.priority));
  return [
    ...methods,
    ...missing.map((type, i) => ({
      ...methodValue({
        deliveryType: type,
        deliveryFeeType: type === 'rappi_cargo' ? 'external' : 'fixed',
        priority: last + i + 1,
        enabled: false,
        feeAmount: null,
        feePerKm: null,
        feeConfiguration: null,
        externalDeliveryCofinance: null,
      }),
    })),
  ];
}

type StoreLike = Omit<View, 'id' | 'uuid' | 'createdAt' | 'updatedAt' | 'open' | 'delivery' | 'pickUp'>;

function fromStore(store: StoreLike, offered: readonly DeliveryType[]): StoreFormValues {
  return {
    name: store.name,
    textAddress: store.textAddress,
    commune: text(store.commune),
    latitude: store.latitude,
    longitude: store.longitude,
    phone: text(store.phone),
    email: text(store.email),
    emailAlt: text(store.emailAlt),
    image: text(store.image),
    menuId: store.menuId,
    npsEmailTimer: store.npsEmailTimer,
    deliveryWaitTime: numberOrBlank(store.deliveryWaitTime),
    pickUpWaitTime: numberOrBlank(store.pickUpWaitTime),
    orderMethod: store.orderMethod,
    futureOrdersEnabled: store.futureOrdersEnabled,
    enabled: store.enabled,
    haveDifferentBusinessHours: store.haveDifferentBusinessHours,
    enabledCheckoutQuestions: store.enabledCheckoutQuestions,
    checkoutQuestionIds: store.checkoutQuestionIds,
    whatsappNumber: text(store.whatsappNumber),
    enabledWhatsappNumber: store.enabledWhatsappNumber,
    facebookMessengerId: text(store.facebookMessengerId),
    enabledFacebookMessenger: store.enabledFacebookMessenger,
    enabledTipStore: store.enabledTipStore,
    enabledTipDelivery: store.enabledTipDelivery,
    deliveryTipAvailability: store.deliveryTipAvailability,
    defaultTip: store.defaultTip && {
      type: store.defaultTip.type,
      value: store.defaultTip.type === 'amount' ? fromMinor(store.defaultTip.value) : store.defaultTip.value,
    },
    deliveryCalculationType: store.deliveryCalculationType,
    deliveryInstructions: text(store.deliveryInstructions),
    cartNotificationIntervalMinutes: numberOrBlank(store.cartNotificationIntervalMinutes),
    abandonedShoppingCartCouponId: numberOrBlank(store.abandonedShoppingCartCouponId),
    abandonedShoppingCartCouponIdEnabled: store.abandonedShoppingCartCouponIdEnabled,
    subscriptionQuotes: store.subscriptionQuotes.map(String),
    webpayCommerceCode: text(store.webpayCommerceCode),
    oneclickCommerceCode: text(store.oneclickCommerceCode),
    ...(Object.fromEntries(externalIdKeys.map((key) => [key, text(store[key])])) as Record<
      ExternalIdKey,
      string
    >),
    paymentMethods: store.paymentMethods,
    deliveryMethods: withDrafts(store.deliveryMethods.map(methodValue), offered),
    deliveryAreas: store.deliveryAreas.map((area) => ({ ...area })),
    businessHours: store.businessHours.map((hour) => ({ ...hour })),
    scheduledClosingTimes: store.scheduledClosingTimes.map((c) => ({ ...c, reason: text(c.reason) })),
    exceptionalWaitTimes: store.exceptionalWaitTimes.map((w) => ({ ...w })),
  };
}

/** The form of a saved store (GET /stores/{id}), with drafts for the offered delivery types it lacks. */
export function storeFormValues(store: Store, offered: readonly DeliveryType[]): StoreFormValues {
  return fromStore(store, offered);
}

/** A new store: the domain's defaults, and the fields a new store must be given left empty. */
export function newStoreFormValues(offered: readonly DeliveryType[]): StoreFormValues {
  const defaults = camelizeKeys<Omit<StoreLike, 'name' | 'textAddress' | 'latitude' | 'longitude'>>(
    defaultStoreState(),
  );
  const values = fromStore(
    {
      ...defaults,
      name: '',
      textAddress: '',
      latitude: Number.NaN,
      longitude: Number.NaN,
      deliveryWaitTime: Number.NaN,
      pickUpWaitTime: Number.NaN,
      checkoutQuestions: [],
      deliveryZoneFile: null,
    } as StoreLike,
    offered,
  );
  return { ...values, latitude: null, longitude: null, deliveryWaitTime: '', pickUpWaitTime: '' };
}
