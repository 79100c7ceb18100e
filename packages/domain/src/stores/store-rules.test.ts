import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../index.js';
import { validStore } from './store.fixtures.js';
import { storeMessages } from './store-messages.js';
import { validateStore } from './store-write.js';

const now = new Date('2026-03-10T15:00:00Z');
const ctx = { country: 'cl', features: [] as string[], now, current: null };

type Store = Record<string, unknown> & ReturnType<typeof validStore>;
const change = (edit: (s: Store) => void) => {
  const store = structuredClone(validStore()) as Store;
  edit(store);
  return store;
};
const list = <T>(s: Store, key: string) => s[key] as T[];
const method = (s: Store, i = 0) =>
  list<Record<string, unknown>>(s, 'delivery_methods')[i] as Record<string, unknown>;
const pm = (s: Store) => s.payment_methods as Record<string, string[]>;
const ext = (overrides: Record<string, unknown>) => ({
  delivery_type: 'uber',
  delivery_fee_type: 'external',
  priority: 2,
  enabled: true,
  fee_amount: null,
  fee_per_km: null,
  fee_configuration: { type: 'delivery_fee', grant_type: 'none', amount: null, subsidised_service: false },
  external_delivery_cofinance: null,
  ...overrides,
});

it('accepts the example store', () => {
  expect(validateStore(validStore(), ctx)).toEqual([]);
});

/** One row per rule of spec part 1 §5: [rule, valid store, invalid store, field, message]. */
const rules: [string, Store, Store, string, string][] = [
  [
    'closing time later than opening time',
    change((s) => {
      list<Record<string, string>>(s, 'business_hours')[0]!.closing_time = '12:01';
    }),
    change((s) => {
      list<Record<string, string>>(s, 'business_hours')[0]!.closing_time = '12:00';
    }),
    'business_hours.0.closing_time',
    storeMessages.closingBeforeOpening,
  ],
  [
    'a period closes at midnight at the latest (24:00)',
    change((s) => {
      list<Record<string, string>>(s, 'business_hours')[1]!.closing_time = '24:00';
    }),
    change((s) => {
      list<Record<string, string>>(s, 'business_hours')[1]!.closing_time = '24:01';
    }),
    'business_hours.1.closing_time',
    fieldMessages.format('business_hours.1.closing_time'),
  ],
  [
    'next period opens after the previous one closes',
    change((s) => {
      list<Record<string, string>>(s, 'business_hours')[1]!.opening_time = '16:00';
    }),
    change((s) => {
      list<Record<string, string>>(s, 'business_hours')[1]!.opening_time = '15:59';
    }),
    'business_hours.1.opening_time',
    storeMessages.overlappingHours,
  ],
  [
    'opening time required',
    change((s) => {
      list<Record<string, string>>(s, 'business_hours')[0]!.opening_time = '08:00';
    }),
    change((s) => {
      delete list<Record<string, string>>(s, 'business_hours')[0]!.opening_time;
    }),
    'business_hours.0.opening_time',
    fieldMessages.required('business_hours.0.opening_time'),
  ],
  [
    'closing time required',
    change((s) => {
      list<Record<string, string>>(s, 'business_hours')[0]!.closing_time = '15:00';
    }),
    change((s) => {
      delete list<Record<string, string>>(s, 'business_hours')[0]!.closing_time;
    }),
    'business_hours.0.closing_time',
    fieldMessages.required('business_hours.0.closing_time'),
  ],
  [
    'delivery time greater than 0',
    change((s) => {
      s.delivery_wait_time = 1;
    }),
    change((s) => {
      s.delivery_wait_time = 0;
    }),
    'delivery_wait_time',
    fieldMessages.greaterThan('delivery_wait_time', 0),
  ],
  [
    'pickup time required',
    change((s) => {
      s.pick_up_wait_time = 5;
    }),
    change((s) => {
      delete s.pick_up_wait_time;
    }),
    'pick_up_wait_time',
    fieldMessages.required('pick_up_wait_time'),
  ],
  [
    'wait times numeric',
    change((s) => {
      s.pick_up_wait_time = 20;
    }),
    change((s) => {
      s.pick_up_wait_time = 'veinte';
    }),
    'pick_up_wait_time',
    fieldMessages.number('pick_up_wait_time'),
  ],
  [
    'exceptional wait times greater than 0',
    change((s) => {
      s.exceptional_wait_times = [
        {
          kind: 'periodic',
          day: 'friday',
          start_time: '20:00',
          end_time: '23:00',
          delivery_wait_time: 50,
          pick_up_wait_time: 25,
        },
      ];
    }),
    change((s) => {
      s.exceptional_wait_times = [
        {
          kind: 'periodic',
          day: 'friday',
          start_time: '20:00',
          end_time: '23:00',
          delivery_wait_time: 0,
          pick_up_wait_time: 25,
        },
      ];
    }),
    'exceptional_wait_times.0.delivery_wait_time',
    fieldMessages.greaterThan('exceptional_wait_times.0.delivery_wait_time', 0),
  ],
  [
    'a specific exception ends on or after its start date',
    change((s) => {
      s.exceptional_wait_times = [
        {
          kind: 'specific',
          start_date: '2026-09-18',
          end_date: '2026-09-19',
          start_time: '12:00',
          end_time: '23:00',
          delivery_wait_time: 60,
          pick_up_wait_time: 30,
        },
      ];
    }),
    change((s) => {
      s.exceptional_wait_times = [
        {
          kind: 'specific',
          start_date: '2026-09-18',
          end_date: '2026-09-17',
          start_time: '12:00',
          end_time: '23:00',
          delivery_wait_time: 60,
          pick_up_wait_time: 30,
        },
      ];
    }),
    'exceptional_wait_times.0.end_date',
    storeMessages.endBeforeStart,
  ],
  [
    'Webpay commerce code: 12 digits starting with 5970',
    change((s) => {
      s.webpay_commerce_code = '597099998888';
    }),
    change((s) => {
      s.webpay_commerce_code = '597199998888';
    }),
    'webpay_commerce_code',
    storeMessages.commerceCode,
  ],
  [
    'Oneclick commerce code: 12 digits',
    change((s) => {
      s.oneclick_commerce_code = 597055554444;
    }),
    change((s) => {
      s.oneclick_commerce_code = '59705555444';
    }),
    'oneclick_commerce_code',
    storeMessages.commerceCode,
  ],
  [
    'phone must be a number',
    change((s) => {
      s.phone = '+56 2 2345 6789'.replaceAll(' ', '');
    }),
    change((s) => {
      s.phone = 'dos dos tres';
    }),
    'phone',
    storeMessages.phoneNumber,
  ],
  [
    'a delivery option must be selected',
    change((s) => {
      s.order_method = 'in_store';
      method(s).enabled = false;
    }),
    change((s) => {
      method(s).enabled = false;
    }),
    'delivery_methods',
    storeMessages.deliveryOptionRequired,
  ],
  [
    'a fee configuration for the active delivery mode',
    change((s) => {
      method(s).enabled = false;
      method(s).fee_configuration = null;
      s.delivery_methods = [method(s), ext({ delivery_type: 'cabify' })];
    }),
    change((s) => {
      method(s).fee_configuration = null;
    }),
    'delivery_methods.0.fee_configuration',
    storeMessages.feeConfigurationRequired,
  ],
  [
    'a fee type the delivery type offers (own: fixed or dynamic)',
    change((s) => {
      Object.assign(method(s), { delivery_fee_type: 'dynamic', fee_per_km: 50000 });
    }),
    change((s) => {
      method(s).delivery_fee_type = 'external';
    }),
    'delivery_methods.0.delivery_fee_type',
    storeMessages.feeTypeNotAllowed,
  ],
  [
    'Uber id required when Uber delivers',
    change((s) => {
      s.uber_id = 'uber-store-1';
      s.delivery_methods = [method(s), ext({})];
    }),
    change((s) => {
      s.delivery_methods = [method(s), ext({})];
    }),
    'uber_id',
    storeMessages.uberIdRequired,
  ],
  [
    'at least one payment method for delivery when the store delivers',
    change((s) => {
      s.order_method = 'in_store';
      method(s).enabled = false;
      pm(s).delivery = [];
    }),
    change((s) => {
      pm(s).delivery = [];
    }),
    'payment_methods.delivery',
    storeMessages.paymentMethodRequired('delivery'),
  ],
  [
    'at least one payment method for pick-up when the store takes pick-up',
    change((s) => {
      s.order_method = 'store_delivery';
      pm(s).in_store = [];
    }),
    change((s) => {
      pm(s).in_store = [];
    }),
    'payment_methods.in_store',
    storeMessages.paymentMethodRequired('in_store'),
  ],
  [
    'Webpay offered only with its commerce code',
    change((s) => {
      pm(s).delivery = ['cash'];
      s.webpay_commerce_code = null;
    }),
    change((s) => {
      s.webpay_commerce_code = '';
    }),
    'payment_methods.delivery',
    storeMessages.paymentMethodNotOffered('online'),
  ],
  [
    'legacy methods (kushki, sinpe, credit, Mercado Pago, Compra Click) only if already enabled',
    change((s) => {
      pm(s).in_store = ['cash', 'mach'];
    }),
    change((s) => {
      pm(s).in_store = ['cash', 'sinpe'];
    }),
    'payment_methods.in_store',
    storeMessages.paymentMethodNotOffered('sinpe'),
  ],
  [
    'PedidosYa needs Oneclick or Webpay',
    change((s) => {
      s.delivery_methods = [method(s), ext({ delivery_type: 'peya_v3' })];
    }),
    change((s) => {
      pm(s).delivery = ['cash', 'mach'];
      s.delivery_methods = [method(s), ext({ delivery_type: 'peya_v3' })];
    }),
    'payment_methods.delivery',
    storeMessages.peyaNeedsWebpay,
  ],
  [
    'an external fleet needs an online payment method',
    change((s) => {
      pm(s).delivery = ['cash', 'mach'];
      s.delivery_methods = [method(s), ext({ delivery_type: 'cabify' })];
    }),
    change((s) => {
      pm(s).delivery = ['cash', 'card'];
      s.delivery_methods = [method(s), ext({ delivery_type: 'cabify' })];
    }),
    'payment_methods.delivery',
    storeMessages.externalFleetNeedsOnline,
  ],
  [
    'default tip percentage at most 100 %',
    change((s) => {
      s.default_tip = { type: 'percentage', value: 100 };
    }),
    change((s) => {
      s.default_tip = { type: 'percentage', value: 101 };
    }),
    'default_tip.value',
    fieldMessages.atMost('default_tip.value', 100),
  ],
  [
    'address picked from the list (with coordinates)',
    change((s) => {
      s.latitude = -33.4;
    }),
    change((s) => {
      delete s.latitude;
    }),
    'latitude',
    storeMessages.addressFromList,
  ],
  [
    'abandoned cart waits at least 5 minutes',
    change((s) => {
      s.cart_notification_interval_minutes = 5;
    }),
    change((s) => {
      s.cart_notification_interval_minutes = 4;
    }),
    'cart_notification_interval_minutes',
    storeMessages.abandonedCartMinimum(5),
  ],
  [
    'at most 3 checkout questions',
    change((s) => {
      s.checkout_question_ids = [1, 2, 3];
    }),
    change((s) => {
      s.checkout_question_ids = [1, 2, 3, 4];
    }),
    'checkout_question_ids',
    storeMessages.checkoutQuestionsMax(3),
  ],
  [
    'zone names distinct',
    change((s) => {
      const [a] = list<Record<string, unknown>>(s, 'delivery_areas');
      s.delivery_areas = [a, { ...a, name: 'Ñuñoa' }];
    }),
    change((s) => {
      const [a] = list<Record<string, unknown>>(s, 'delivery_areas');
      s.delivery_areas = [a, { ...a, name: ' providencia ' }];
    }),
    'delivery_areas.1.name',
    storeMessages.repeatedZoneName,
  ],
  [
    'a scheduled closing starts before it ends',
    change((s) => {
      s.scheduled_closing_times = [
        {
          start_datetime: '2026-03-11T10:00:00-03:00',
          end_datetime: '2026-03-11T12:00:00-03:00',
          reason: 'Inventario',
          dispatch_method: 'both',
        },
      ];
    }),
    change((s) => {
      s.scheduled_closing_times = [
        {
          start_datetime: '2026-03-11T12:00:00-03:00',
          end_datetime: '2026-03-11T12:00:00-03:00',
          reason: 'Inventario',
          dispatch_method: 'both',
        },
      ];
    }),
    'scheduled_closing_times.0.end_datetime',
    storeMessages.endBeforeStart,
  ],
  [
    'an expired scheduled closing cannot be reused',
    change((s) => {
      s.scheduled_closing_times = [
        {
          start_datetime: '2026-03-10T11:00:00-03:00',
          end_datetime: '2026-03-10T12:30:00-03:00',
          reason: null,
          dispatch_method: 'both',
        },
      ];
    }),
    change((s) => {
      s.scheduled_closing_times = [
        {
          start_datetime: '2026-03-10T10:00:00-03:00',
          end_datetime: '2026-03-10T11:30:00-03:00',
          reason: null,
          dispatch_method: 'both',
        },
      ];
    }),
    'scheduled_closing_times.0.end_datetime',
    storeMessages.expiredClosing,
  ],
  [
    'a polygon has at least 3 distinct points',
    change((s) => {
      list<Record<string, unknown>>(s, 'delivery_areas')[0]!.points = [
        { latitude: -33.41, longitude: -70.62 },
        { latitude: -33.41, longitude: -70.6 },
        { latitude: -33.43, longitude: -70.6 },
      ];
    }),
    change((s) => {
      list<Record<string, unknown>>(s, 'delivery_areas')[0]!.points = [
        { latitude: -33.41, longitude: -70.62 },
        { latitude: -33.43, longitude: -70.6 },
        { latitude: -33.41, longitude: -70.62 },
      ];
    }),
    'delivery_areas.0.points',
    storeMessages.polygonTooSmall,
  ],
  [
    'polygon latitudes in range',
    change((s) => {
      list<{ points: { latitude: number }[] }>(s, 'delivery_areas')[0]!.points[0]!.latitude = -90;
    }),
    change((s) => {
      list<{ points: { latitude: number }[] }>(s, 'delivery_areas')[0]!.points[0]!.latitude = -90.5;
    }),
    'delivery_areas.0.points.0.latitude',
    fieldMessages.invalid('delivery_areas.0.points.0.latitude'),
  ],
  [
    'WhatsApp number of the country when WhatsApp is on',
    change((s) => {
      s.enabled_whatsapp_number = false;
      s.whatsapp_number = null;
    }),
    change((s) => {
      s.whatsapp_number = null;
    }),
    'whatsapp_number',
    fieldMessages.required('whatsapp_number'),
  ],
  [
    'WhatsApp number is a mobile of the tenant country',
    change((s) => {
      s.whatsapp_number = '+56998765432';
    }),
    change((s) => {
      s.whatsapp_number = '+50688887777';
    }),
    'whatsapp_number',
    fieldMessages.phone('whatsapp_number', '+56912345678', 11),
  ],
  [
    'Messenger id when Messenger is on',
    change((s) => {
      s.enabled_facebook_messenger = true;
      s.facebook_messenger_id = 'demoburger';
    }),
    change((s) => {
      s.enabled_facebook_messenger = true;
    }),
    'facebook_messenger_id',
    fieldMessages.required('facebook_messenger_id'),
  ],
  [
    'the abandoned-cart coupon when it is on',
    change((s) => {
      s.abandoned_shopping_cart_coupon_id_enabled = true;
      s.abandoned_shopping_cart_coupon_id = 12;
    }),
    change((s) => {
      s.abandoned_shopping_cart_coupon_id_enabled = true;
    }),
    'abandoned_shopping_cart_coupon_id',
    fieldMessages.required('abandoned_shopping_cart_coupon_id'),
  ],
  [
    'a question at least when checkout questions are on',
    change((s) => {
      s.enabled_checkout_questions = true;
      s.checkout_question_ids = [5];
    }),
    change((s) => {
      s.enabled_checkout_questions = true;
    }),
    'checkout_question_ids',
    fieldMessages.required('checkout_question_ids'),
  ],
  [
    'without different hours, every period is for delivery and pick-up',
    change((s) => {
      s.have_different_business_hours = true;
      list<Record<string, string>>(s, 'business_hours')[0]!.dispatch_method = 'delivery';
    }),
    change((s) => {
      list<Record<string, string>>(s, 'business_hours')[0]!.dispatch_method = 'delivery';
    }),
    'business_hours.0.dispatch_method',
    storeMessages.sameHoursForBoth,
  ],
  [
    'delivery and pick-up periods of a day may overlap with different hours',
    change((s) => {
      s.have_different_business_hours = true;
      s.business_hours = [
        { day: 'monday', opening_time: '12:00', closing_time: '23:00', dispatch_method: 'delivery' },
        { day: 'monday', opening_time: '10:00', closing_time: '22:00', dispatch_method: 'pick_up' },
      ];
    }),
    change((s) => {
      s.have_different_business_hours = true;
      s.business_hours = [
        { day: 'monday', opening_time: '12:00', closing_time: '23:00', dispatch_method: 'delivery' },
        { day: 'monday', opening_time: '10:00', closing_time: '22:00', dispatch_method: 'both' },
      ];
    }),
    'business_hours.0.opening_time',
    storeMessages.overlappingHours,
  ],
  [
    'one delivery method per delivery type',
    change((s) => {
      s.delivery_methods = [method(s), { ...method(s), delivery_type: 'cabify', enabled: false }];
    }),
    change((s) => {
      s.delivery_methods = [method(s), { ...method(s), enabled: false }];
    }),
    'delivery_methods.1.delivery_type',
    storeMessages.deliveryTypeRepeated,
  ],
  [
    'Rappi Cargo (hidden unless allowed) cannot be switched on',
    change((s) => {
      s.delivery_methods = [method(s), ext({ delivery_type: 'rappi_cargo', enabled: false })];
    }),
    change((s) => {
      s.delivery_methods = [method(s), ext({ delivery_type: 'rappi_cargo' })];
    }),
    'delivery_methods.1.delivery_type',
    storeMessages.deliveryTypeNotOffered,
  ],
  [
    'a fixed fee has its amount when the method is on',
    change((s) => {
      method(s).fee_amount = 0;
    }),
    change((s) => {
      method(s).fee_amount = null;
    }),
    'delivery_methods.0.fee_amount',
    fieldMessages.required('delivery_methods.0.fee_amount'),
  ],
  [
    'a cofinance percentage at most 100',
    change((s) => {
      s.delivery_methods = [
        method(s),
        ext({ delivery_type: 'cabify', external_delivery_cofinance: { kind: 'percentage', value: 100 } }),
      ];
    }),
    change((s) => {
      s.delivery_methods = [
        method(s),
        ext({ delivery_type: 'cabify', external_delivery_cofinance: { kind: 'percentage', value: 120 } }),
      ];
    }),
    'delivery_methods.1.external_delivery_cofinance.value',
    fieldMessages.atMost('delivery_methods.1.external_delivery_cofinance.value', 100),
  ],
];

describe('store rules (spec part 1 §5)', () => {
  it.each(rules)('%s', (_rule, valid, invalid, field, message) => {
    expect(validateStore(valid, ctx)).toEqual([]);
    expect(validateStore(invalid, ctx)).toContainEqual({ field, message });
  });
});
