import { fieldMessages, storeMessages } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  expectValidationError,
  startTestApp,
  superAdmin,
  type TestContext,
} from '../../../test/harness.js';
import { createStore, expectUnchanged, STORES, type StoreJson } from './stores.test-helpers.js';

let ctx: TestContext;
let admin: Client;
let store: StoreJson;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
  store = await createStore(admin, ctx.alpha);
});
afterAll(() => ctx?.close());

const ownId = () => store.delivery_methods[0]?.id;
const hour = (i: number) => store.business_hours[i]?.id;
const fleet = (type: string) => ({
  delivery_type: type,
  delivery_fee_type: 'external',
  enabled: true,
  fee_configuration: { type: 'delivery_fee', grant_type: 'none' },
});
const zone = (name: string) => ({
  name,
  points: [
    { latitude: -33.41, longitude: -70.62 },
    { latitude: -33.41, longitude: -70.6 },
    { latitude: -33.43, longitude: -70.6 },
  ],
});
const future = (days: number, hourOfDay: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 11) +
  `${String(hourOfDay).padStart(2, '0')}:00:00Z`;

/** One row per rule of spec part 1 §5, as a PATCH the API must refuse: [rule, body, field, message]. */
const rows: [string, () => Record<string, unknown>, string, string][] = [
  [
    'closing time later than opening time',
    () => ({ business_hours: [{ id: hour(0), closing_time: '11:00' }] }),
    'business_hours.0.closing_time',
    storeMessages.closingBeforeOpening,
  ],
  [
    'periods not overlapping',
    () => ({
      business_hours: [
        { day: 'monday', opening_time: '15:00', closing_time: '18:00', dispatch_method: 'both' },
      ],
    }),
    'business_hours.0.opening_time',
    storeMessages.overlappingHours,
  ],
  [
    'opening and closing required',
    () => ({ business_hours: [{ day: 'monday', closing_time: '11:00', dispatch_method: 'both' }] }),
    'business_hours.0.opening_time',
    fieldMessages.required('business_hours.0.opening_time'),
  ],
  [
    'delivery wait time greater than 0',
    () => ({ delivery_wait_time: 0 }),
    'delivery_wait_time',
    fieldMessages.greaterThan('delivery_wait_time', 0),
  ],
  [
    'pick-up wait time numeric',
    () => ({ pick_up_wait_time: 'diez' }),
    'pick_up_wait_time',
    fieldMessages.number('pick_up_wait_time'),
  ],
  [
    'exceptional wait times greater than 0',
    () => ({
      exceptional_wait_times: [
        {
          kind: 'specific',
          start_date: '2026-12-24',
          end_date: '2026-12-24',
          start_time: '12:00',
          end_time: '20:00',
          delivery_wait_time: 60,
          pick_up_wait_time: -5,
        },
      ],
    }),
    'exceptional_wait_times.0.pick_up_wait_time',
    fieldMessages.greaterThan('exceptional_wait_times.0.pick_up_wait_time', 0),
  ],
  [
    'Webpay commerce code of 12 digits starting 5970',
    () => ({ webpay_commerce_code: '1234' }),
    'webpay_commerce_code',
    storeMessages.commerceCode,
  ],
  [
    'Oneclick commerce code of 12 digits starting 5970',
    () => ({ oneclick_commerce_code: '597112345678' }),
    'oneclick_commerce_code',
    storeMessages.commerceCode,
  ],
  ['phone must be a number', () => ({ phone: '22-345-678' }), 'phone', storeMessages.phoneNumber],
  [
    'a delivery option selected',
    () => ({ delivery_methods: [{ id: ownId(), enabled: false }] }),
    'delivery_methods',
    storeMessages.deliveryOptionRequired,
  ],
  [
    'a fee configuration for the active delivery mode',
    () => ({ delivery_methods: [{ id: ownId(), fee_configuration: null }] }),
    'delivery_methods.0.fee_configuration',
    storeMessages.feeConfigurationRequired,
  ],
  [
    'Uber id when Uber delivers',
    () => ({ delivery_methods: [fleet('uber')] }),
    'uber_id',
    storeMessages.uberIdRequired,
  ],
  [
    'a payment method in each enabled order mode',
    () => ({ payment_methods: { in_store: [] } }),
    'payment_methods.in_store',
    storeMessages.paymentMethodRequired('in_store'),
  ],
  [
    'PedidosYa needs Oneclick or Webpay',
    () => ({ payment_methods: { delivery: ['cash', 'mach'] }, delivery_methods: [fleet('peya_v3')] }),
    'payment_methods.delivery',
    storeMessages.peyaNeedsWebpay,
  ],
  [
    'an external fleet needs an online payment method',
    () => ({ payment_methods: { delivery: ['cash', 'card'] }, delivery_methods: [fleet('cabify')] }),
    'payment_methods.delivery',
    storeMessages.externalFleetNeedsOnline,
  ],
  [
    'default tip at most 100 %',
    () => ({ default_tip: { type: 'percentage', value: 150 } }),
    'default_tip.value',
    fieldMessages.atMost('default_tip.value', 100),
  ],
  [
    'address picked from the list, with coordinates',
    () => ({ latitude: null }),
    'latitude',
    storeMessages.addressFromList,
  ],
  [
    'abandoned cart at least 5 minutes',
    () => ({ cart_notification_interval_minutes: 3 }),
    'cart_notification_interval_minutes',
    storeMessages.abandonedCartMinimum(5),
  ],
  [
    'at most 3 checkout questions',
    () => ({ checkout_question_ids: [1, 2, 3, 4] }),
    'checkout_question_ids',
    storeMessages.checkoutQuestionsMax(3),
  ],
  [
    'distinct zone names',
    () => ({ delivery_areas: [zone(store.delivery_areas[0]?.name.toUpperCase() ?? '')] }),
    'delivery_areas.0.name',
    storeMessages.repeatedZoneName,
  ],
  [
    'a scheduled closing starts before it ends',
    () => ({
      scheduled_closing_times: [
        { start_datetime: future(2, 18), end_datetime: future(2, 15), reason: null, dispatch_method: 'both' },
      ],
    }),
    'scheduled_closing_times.0.end_datetime',
    storeMessages.endBeforeStart,
  ],
  [
    'an expired scheduled closing is not reusable',
    () => ({
      scheduled_closing_times: [
        {
          start_datetime: future(-2, 12),
          end_datetime: future(-2, 15),
          reason: null,
          dispatch_method: 'both',
        },
      ],
    }),
    'scheduled_closing_times.0.end_datetime',
    storeMessages.expiredClosing,
  ],
  [
    'polygon points normalised to at least 3 distinct',
    () => ({
      delivery_areas: [
        {
          ...zone('Triángulo roto'),
          points: [
            { latitude: -33.41, longitude: -70.62 },
            { latitude: -33.41, longitude: -70.62 },
            { latitude: -33.43, longitude: -70.6 },
          ],
        },
      ],
    }),
    'delivery_areas.0.points',
    storeMessages.polygonTooSmall,
  ],
  [
    'polygon latitude in range',
    () => ({
      delivery_areas: [
        {
          ...zone('Fuera del mapa'),
          points: [
            { latitude: -95, longitude: -70.62 },
            { latitude: -33.41, longitude: -70.6 },
            { latitude: -33.43, longitude: -70.6 },
          ],
        },
      ],
    }),
    'delivery_areas.0.points.0.latitude',
    fieldMessages.invalid('delivery_areas.0.points.0.latitude'),
  ],
];

describe('every rule of spec part 1 §5, over HTTP', () => {
  it.each(rows)('refuses: %s, and changes nothing', async (_rule, body, field, message) => {
    await expectUnchanged(ctx, ctx.alpha, admin, store.id, async () => {
      const response = await admin.patch(`${STORES}/${store.id}`, body());
      expectValidationError(response, [{ field, message }]);
    });
  });

  it('accepts the valid side of the same rules', async () => {
    const response = await admin.patch(`${STORES}/${store.id}`, {
      business_hours: [
        { id: hour(0), closing_time: '16:30' },
        { id: hour(1), opening_time: '16:30' },
      ],
      oneclick_commerce_code: '597098765432',
      phone: '+56223456789',
      uber_id: 'uber-123',
      payment_methods: { delivery: ['cash', 'online', 'oneclick'] },
      delivery_methods: [fleet('uber'), fleet('peya_v3')],
      default_tip: { type: 'percentage', value: 100 },
      cart_notification_interval_minutes: 5,
      delivery_areas: [zone('Zona nueva')],
      scheduled_closing_times: [
        {
          start_datetime: future(2, 15),
          end_datetime: future(2, 18),
          reason: 'Inventario',
          dispatch_method: 'delivery',
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json() as StoreJson;
    expect(
      saved.delivery_methods
        .filter((m) => m.enabled)
        .map((m) => m.delivery_type)
        .sort(),
    ).toEqual(['own', 'peya_v3', 'uber']);
    expect(saved.scheduled_closing_times).toEqual([
      expect.objectContaining({ reason: 'Inventario', expired: false }),
    ]);
  });

  it('stores polygon points normalised: rounded, without repeats or the closing point', async () => {
    const response = await admin.patch(`${STORES}/${store.id}`, {
      delivery_areas: [
        {
          name: 'Anillo KML',
          kind: 'exclusion',
          points: [
            { latitude: -33.4100004, longitude: -70.62 },
            { latitude: -33.41, longitude: -70.62 },
            { latitude: -33.41, longitude: -70.6 },
            { latitude: -33.43, longitude: -70.6 },
            { latitude: -33.41, longitude: -70.62 },
          ],
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    const area = (response.json() as StoreJson).delivery_areas.find((a) => a.name === 'Anillo KML');
    expect(area).toMatchObject({
      kind: 'exclusion',
      locked: false,
      points: [
        { latitude: -33.41, longitude: -70.62 },
        { latitude: -33.41, longitude: -70.6 },
        { latitude: -33.43, longitude: -70.6 },
      ],
    });
  });
});
