import { phoneExample, resolveStoreWrite, type StoreState, weekdays } from '@tablero/domain';
import type { Tx } from '../db/client.js';
import { insertStoreState } from '../modules/stores/store-state.js';
import type { TenantRecord } from '../modules/tenants/tenants.repo.js';

interface Location {
  address: string;
  commune: string;
  latitude: number;
  longitude: number;
  phone: string;
  /** Deliveries carried by Cabify first (the store pays 40 % of the fee), its own riders second. */
  cabify?: boolean;
}

/** Real corners of Santiago (and San José for Costa Rica), matched by the store's name when they can be. */
const locations: Record<string, Location[]> = {
  cl: [
    {
      address: 'Av. Providencia 2124, Providencia, Santiago',
      commune: 'Providencia',
      latitude: -33.42138,
      longitude: -70.60786,
      phone: '+56223341200',
    },
    {
      address: 'Av. Irarrázaval 3450, Ñuñoa, Santiago',
      commune: 'Ñuñoa',
      latitude: -33.45423,
      longitude: -70.59541,
      phone: '+56222745100',
    },
    {
      address: 'Paseo Ahumada 312, Santiago Centro, Santiago',
      commune: 'Santiago',
      latitude: -33.43983,
      longitude: -70.65028,
      phone: '+56226321800',
    },
    {
      address: 'Av. Andrés Bello 2425, Providencia, Santiago',
      commune: 'Providencia',
      latitude: -33.41753,
      longitude: -70.60645,
      phone: '+56226189900',
    },
    {
      address: 'Av. Apoquindo 4501, Las Condes, Santiago',
      commune: 'Las Condes',
      latitude: -33.41352,
      longitude: -70.58354,
      phone: '+56222062300',
      cabify: true,
    },
    {
      address: 'Av. Vitacura 3520, Vitacura, Santiago',
      commune: 'Vitacura',
      latitude: -33.40197,
      longitude: -70.59853,
      phone: '+56222083400',
    },
  ],
  cr: [
    {
      address: 'Avenida Central, calle 2, San José',
      commune: 'San José',
      latitude: 9.93333,
      longitude: -84.07958,
      phone: '+50622221100',
    },
    {
      address: 'Centro Comercial Multiplaza, Escazú',
      commune: 'Escazú',
      latitude: 9.94946,
      longitude: -84.14231,
      phone: '+50622882200',
    },
  ],
};

const keywords: [string, number][] = [
  ['providencia', 0],
  ['ñuñoa', 1],
  ['centro', 2],
  ['costanera', 3],
  ['las condes', 4],
  ['vitacura', 5],
];

function locationFor(country: string, name: string, index: number): Location {
  const list = locations[country] ?? locations.cl!;
  const lower = name.toLocaleLowerCase('es');
  const named = country === 'cl' ? keywords.find(([word]) => lower.includes(word))?.[1] : undefined;
  return list[named ?? index % list.length] as Location;
}

/** A hexagon of about `km` around a point: the store's delivery zone. */
function hexagon(latitude: number, longitude: number, km: number) {
  const dLat = km / 111.32;
  const dLng = km / (111.32 * Math.cos((latitude * Math.PI) / 180));
  return [0, 60, 120, 180, 240, 300].map((deg) => ({
    latitude: latitude + dLat * Math.sin((deg * Math.PI) / 180),
    longitude: longitude + dLng * Math.cos((deg * Math.PI) / 180),
  }));
}

const hours = weekdays.flatMap((day) => {
  const late = day === 'friday' || day === 'saturday';
  return [
    { day, opening_time: '12:00', closing_time: '16:00', dispatch_method: 'both' },
    { day, opening_time: '19:00', closing_time: late ? '23:59' : '23:00', dispatch_method: 'both' },
  ];
});

const cabifyFirst = (chile: boolean) => ({
  delivery_type: 'cabify',
  delivery_fee_type: 'fixed',
  priority: 1,
  enabled: true,
  fee_amount: chile ? 249000 : 190000,
  fee_configuration: { type: 'delivery_fee', grant_type: 'none', amount: null, subsidised_service: false },
  external_delivery_cofinance: { kind: 'percentage', value: 40 },
});

/** A whole, realistic store body: address, hours, zones, payment and delivery methods, wait times. */
export function demoStoreBody(
  tenant: Pick<TenantRecord, 'country' | 'slug' | 'features'>,
  name: string,
  index: number,
) {
  const at = locationFor(tenant.country, name, index);
  const chile = tenant.country === 'cl';
  const orderTaker = tenant.features.includes('order_taker');
  const slug = name
    .toLocaleLowerCase('es')
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    name,
    text_address: at.address,
    commune: at.commune,
    latitude: at.latitude,
    longitude: at.longitude,
    phone: at.phone,
    email: `${slug}@${tenant.slug}.example`,
    delivery_wait_time: 35,
    pick_up_wait_time: 15,
    order_method: 'both',
    future_orders_enabled: true,
    have_different_business_hours: false,
    business_hours: hours,
    exceptional_wait_times: [
      {
        kind: 'periodic',
        day: 'friday',
        start_time: '20:00',
        end_time: '23:00',
        delivery_wait_time: 50,
        pick_up_wait_time: 25,
      },
      {
        kind: 'periodic',
        day: 'saturday',
        start_time: '20:00',
        end_time: '23:00',
        delivery_wait_time: 50,
        pick_up_wait_time: 25,
      },
    ],
    webpay_commerce_code: chile ? `5970${String(10000000 + index * 7919).padStart(8, '0')}` : null,
    payment_methods: {
      delivery: chile ? ['cash', 'card', 'online'] : ['cash', 'card'],
      in_store: ['cash', 'card'],
      order_taker_in_store: orderTaker ? ['cash', 'card'] : [],
      order_taker_store_delivery: orderTaker ? ['cash', 'card'] : [],
    },
    delivery_methods: [
      ...(at.cabify ? [cabifyFirst(chile)] : []),
      {
        delivery_type: 'own',
        delivery_fee_type: 'fixed',
        priority: at.cabify ? 2 : 1,
        enabled: true,
        fee_amount: chile ? 199000 : 150000,
        fee_configuration: {
          type: 'delivery_fee',
          grant_type: 'none',
          amount: null,
          subsidised_service: false,
        },
      },
    ],
    delivery_areas: [
      {
        name: `${at.commune} cercano`,
        kind: 'zone',
        locked: false,
        points: hexagon(at.latitude, at.longitude, 1.5),
        delivery_fee: null,
      },
      {
        name: `${at.commune} extendido`,
        kind: 'zone',
        locked: false,
        points: hexagon(at.latitude, at.longitude, 3),
        delivery_fee: chile ? 299000 : 250000,
      },
    ],
    whatsapp_number: phoneExample(tenant.country),
    enabled_whatsapp_number: true,
    enabled_tip_store: true,
    enabled_tip_delivery: true,
    default_tip: { type: 'percentage', value: 10 },
    cart_notification_interval_minutes: 30,
    delivery_instructions: 'Tocar el timbre del local; el repartidor espera afuera.',
  };
}

/** Creates a seeded store through the same rules as the API, so seed data is always valid data. */
export async function insertDemoStore(
  tx: Tx,
  tenant: TenantRecord,
  name: string,
  index: number,
): Promise<number> {
  const result = resolveStoreWrite(demoStoreBody(tenant, name, index), {
    country: tenant.country,
    features: tenant.features,
    timeZone: tenant.timeZone,
    now: new Date(),
    current: null,
  });
  if (!result.ok) throw new Error(`seed store ${name} breaks a rule: ${JSON.stringify(result.errors)}`);
  return insertStoreState(tx, tenant.id, result.store as StoreState);
}
