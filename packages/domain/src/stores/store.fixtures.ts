import { defaultStoreState } from './store-defaults.js';

/** A complete, valid store of a Chilean tenant (test fixture: Providencia, Santiago). */
export function validStore(): Record<string, unknown> {
  return {
    ...defaultStoreState(),
    name: 'Providencia',
    text_address: 'Av. Providencia 2124, Providencia, Santiago',
    commune: 'Providencia',
    latitude: -33.421,
    longitude: -70.6078,
    phone: '+56223456789',
    email: 'providencia@demo.cl',
    delivery_wait_time: 35,
    pick_up_wait_time: 15,
    future_orders_enabled: true,
    whatsapp_number: '+56912345678',
    enabled_whatsapp_number: true,
    enabled_tip_store: true,
    enabled_tip_delivery: true,
    default_tip: { type: 'percentage', value: 10 },
    cart_notification_interval_minutes: 30,
    webpay_commerce_code: '597012345678',
    payment_methods: {
      delivery: ['cash', 'card', 'online'],
      in_store: ['cash', 'card'],
      order_taker_in_store: [],
      order_taker_store_delivery: [],
    },
    delivery_methods: [
      {
        delivery_type: 'own',
        delivery_fee_type: 'fixed',
        priority: 1,
        enabled: true,
        fee_amount: 190000,
        fee_per_km: null,
        fee_configuration: {
          type: 'delivery_fee',
          grant_type: 'none',
          amount: null,
          subsidised_service: false,
        },
        external_delivery_cofinance: null,
      },
    ],
    delivery_areas: [
      {
        name: 'Providencia',
        kind: 'zone',
        locked: false,
        delivery_fee: null,
        points: [
          { latitude: -33.41, longitude: -70.62 },
          { latitude: -33.41, longitude: -70.595 },
          { latitude: -33.432, longitude: -70.595 },
          { latitude: -33.432, longitude: -70.62 },
        ],
      },
    ],
    business_hours: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap(
      (day) => [
        { day, opening_time: '12:00', closing_time: '16:00', dispatch_method: 'both' },
        { day, opening_time: '19:00', closing_time: '23:30', dispatch_method: 'both' },
      ],
    ),
    scheduled_closing_times: [],
    exceptional_wait_times: [],
  };
}
