import {
  type CatalogueProduct,
  deliveryCofinanceOf,
  type EvaluatedCoupon,
  evaluateCoupon,
  isOnlinePaymentMethod,
  type OrderAmounts,
  type OrderOrigin,
  type OrderPlatform,
  type OrderStatus,
  orderAmounts,
  type PaymentMethodKey,
  type PaymentStatus,
  type PricedLine,
  priceItems,
  type StoreView,
  zonedParts,
} from '@tablero/domain';
import { offeredNow, type ProductRow } from '../modules/menus/public-menu.service.js';
import { coverageAt } from '../modules/stores/delivery-areas/coverage.js';
import { carrierOf, feeAt } from '../modules/stores/delivery-areas/delivery-areas.service.js';

/** A seeded pseudo-random source (mulberry32): the same seed gives the same demo every time. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  /** One of the keys, each as likely as its weight. */
  const weighted = <K extends string>(weights: Partial<Record<K, number>>): K => {
    const entries = Object.entries(weights) as [K, number][];
    let left = next() * entries.reduce((sum, [, w]) => sum + w, 0);
    for (const [key, w] of entries) {
      left -= w;
      if (left <= 0) return key;
    }
    return (entries.at(-1) as [K, number])[0];
  };
  /** Roughly normal (the mean of three uniforms), centred on `mean`. */
  const bell = (mean: number, spread: number) => mean + (next() + next() + next() - 1.5) * spread;
  return { next, int, pick, weighted, bell };
}
export type Random = ReturnType<typeof randomSource>;

const firstNames = [
  'Camila',
  'Valentina',
  'Martina',
  'Isidora',
  'Catalina',
  'Josefa',
  'Antonia',
  'Florencia',
  'Sofía',
  'Fernanda',
  'Benjamín',
  'Vicente',
  'Martín',
  'Matías',
  'Joaquín',
  'Agustín',
  'Tomás',
  'Cristóbal',
  'Diego',
  'Sebastián',
  'Francisca',
  'Javiera',
  'Constanza',
  'Ignacio',
  'Felipe',
  'Gonzalo',
  'Rodrigo',
  'Paula',
];
const lastNames = [
  'González',
  'Muñoz',
  'Rojas',
  'Díaz',
  'Pérez',
  'Soto',
  'Contreras',
  'Silva',
  'Martínez',
  'Sepúlveda',
  'Morales',
  'Rodríguez',
  'López',
  'Fuentes',
  'Hernández',
  'Torres',
  'Araya',
  'Flores',
  'Espinoza',
  'Valenzuela',
  'Castillo',
  'Tapia',
  'Reyes',
  'Gutiérrez',
  'Castro',
  'Pizarro',
  'Álvarez',
  'Vásquez',
];
const streets = [
  'Av. Providencia',
  'Av. Irarrázaval',
  'Los Leones',
  'Manuel Montt',
  'Av. Italia',
  'Pedro de Valdivia',
  'Av. Grecia',
  'Suecia',
  'Antonio Varas',
  'José Domingo Cañas',
  'Av. Ossa',
  'Dublé Almeyda',
  'Simón Bolívar',
];
const cancelReasons = [
  'El cliente pidió cancelar',
  'Sin stock de un producto',
  'Local con demasiados pedidos',
  'Dirección no encontrada por el repartidor',
  'Pago no confirmado',
];

export interface Customer {
  name: string;
  email: string;
  phone: string;
  /** Orders completed so far and uses of each coupon, as the generator goes (the promotion engine reads them). */
  completed: number;
  couponUses: Map<number, number>;
}

/** A believable set of repeat customers: a few order often, most now and then. */
export function customerPool(random: Random, size: number): Customer[] {
  return Array.from({ length: size }, (_, i) => {
    const first = random.pick(firstNames);
    const last = random.pick(lastNames);
    const slug = `${first}.${last}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z.]/g, '');
    return {
      name: `${first} ${last}`,
      email: `${slug}${i}@example.cl`,
      phone: `+5696${String(random.int(0, 9_999_999)).padStart(7, '0')}`,
      completed: 0,
      couponUses: new Map(),
    };
  });
}

/** A store as the generator sells from it: its view, and its menu priced per dispatch method. */
export interface SellingStore {
  view: StoreView;
  /** Every product of the store's menu, priced for the dispatch method. */
  menu: Record<'delivery' | 'pick_up', CatalogueProduct[]>;
  /** The products as the checkout's `offeredNow` reads them. */
  products: ReadonlyMap<number, ProductRow>;
}

export interface GeneratedOrder {
  storeId: number;
  code: string;
  status: OrderStatus;
  platform: OrderPlatform;
  origin: OrderOrigin;
  dispatchMethod: 'delivery' | 'pick_up';
  customer: Customer;
  address: { text: string; details: string | null; latitude: number; longitude: number } | null;
  /** Who carried a delivery of the storefront (the aggregators' riders are theirs: null). */
  carrier: { deliveryType: string; cofinance: number } | null;
  lines: PricedLine[];
  amounts: OrderAmounts;
  coupon: { id: number; code: string } | null;
  paymentMethod: PaymentMethodKey;
  paymentStatus: PaymentStatus;
  createdAt: Date;
  scheduledAt: Date | null;
  history: { from: OrderStatus | null; to: OrderStatus; mover: string; reason: string | null; at: Date }[];
}

const MINUTE = 60_000;

/** Lines of one order: one to three products, options within each modifier's bounds. */
function chooseItems(random: Random, menu: readonly CatalogueProduct[]) {
  const count = random.weighted({ 1: 50, 2: 35, 3: 15 });
  return Array.from({ length: Number(count) }, () => {
    const product = random.pick(menu);
    const options = product.modifiers.flatMap((modifier) => {
      const wanted = Math.min(
        modifier.max,
        modifier.min + (random.next() < 0.3 ? 1 : 0),
        modifier.options.length,
      );
      const shuffled = [...modifier.options].sort(() => random.next() - 0.5);
      return shuffled
        .slice(0, wanted)
        .map((o) => ({ modifier_id: modifier.id, option_id: o.id, quantity: 1 }));
    });
    return { product_id: product.id, quantity: Number(random.weighted({ 1: 80, 2: 17, 3: 3 })), options };
  });
}

/** A point around the store: most within its near zone, some farther, a few outside any zone. */
function addressNear(random: Random, view: StoreView, farAllowed: boolean) {
  const km = farAllowed && random.next() < 0.15 ? random.bell(4.5, 2) : Math.abs(random.bell(0.9, 1.6));
  const angle = random.next() * 2 * Math.PI;
  const latitude = view.latitude + (km / 111.32) * Math.sin(angle);
  const longitude =
    view.longitude + (km / (111.32 * Math.cos((view.latitude * Math.PI) / 180))) * Math.cos(angle);
  const details = random.next() < 0.4 ? `Depto ${random.int(101, 2405)}` : null;
  return { text: `${random.pick(streets)} ${random.int(100, 3999)}`, details, latitude, longitude };
}

function paymentFor(
  random: Random,
  view: StoreView,
  platform: OrderPlatform,
  dispatch: 'delivery' | 'pick_up',
) {
  const list =
    platform === 'order_taker'
      ? dispatch === 'delivery'
        ? 'order_taker_store_delivery'
        : 'order_taker_in_store'
      : dispatch === 'delivery'
        ? 'delivery'
        : 'in_store';
  const offered = view.payment_methods[list] as PaymentMethodKey[];
  const weights: Partial<Record<PaymentMethodKey, number>> = {};
  for (const method of offered)
    weights[method] = method === 'card' ? 45 : isOnlinePaymentMethod(method) ? 35 : 20;
  return offered.length > 0 ? random.weighted(weights) : null;
}

/** How an order placed at `at` has moved on by `now`: its statuses with who moved it and when. */
function lifeOf(random: Random, at: Date, now: Date, dispatch: 'delivery' | 'pick_up', online: boolean) {
  const history: GeneratedOrder['history'] = [];
  let status = (online ? 'pending_online_payment' : 'created') as OrderStatus;
  let time = at.getTime();
  const move = (to: OrderStatus, mover: string, minutes: number, reason: string | null = null) => {
    const next = time + minutes * MINUTE;
    if (next > now.getTime()) return false;
    history.push({ from: status, to, mover, reason, at: new Date(next) });
    status = to;
    time = next;
    return true;
  };
  history.push({ from: null, to: status, mover: 'customer', reason: null, at });
  if (online) {
    if (random.next() < 0.04) {
      move('online_payment_failed', 'payment', 1);
      return { status, history };
    }
    if (!move('created', 'payment', random.bell(1, 0.8) + 0.5)) return { status, history };
  }
  if (random.next() < 0.05) {
    move('canceled', 'staff', random.int(2, 15), random.pick(cancelReasons));
    return { status, history };
  }
  const steps: [OrderStatus, number][] = [
    ['preparing', random.int(1, 6)],
    ['ready', random.int(8, 25)],
    ...(dispatch === 'delivery' ? ([['in_transit', random.int(2, 10)]] as [OrderStatus, number][]) : []),
    ['completed', dispatch === 'delivery' ? random.int(12, 35) : random.int(3, 20)],
  ];
  for (const [to, minutes] of steps) if (!move(to, 'staff', minutes)) break;
  return { status, history };
}

const paymentStatusOf = (status: OrderStatus): PaymentStatus =>
  status === 'completed'
    ? 'completed'
    : status === 'canceled'
      ? 'canceled'
      : status === 'online_payment_failed' || status === 'failed'
        ? 'failed'
        : 'created';

export interface OrderContext {
  random: Random;
  store: SellingStore;
  customers: Customer[];
  /** How many of `customers` (from the first) have found the brand by then: the rest are yet to come. */
  customersKnown?: number;
  coupons: (EvaluatedCoupon & { id: number })[];
  timeZone: string;
  money(cents: number): string;
  now: Date;
  code(): string;
  /** Told of each delivery address the checkout would refuse as outside every zone of the store. */
  onUncovered?(storeId: number, address: NonNullable<GeneratedOrder['address']>, at: Date): void;
}

/**
 * One order at `at` through the checkout's own pricing (`priceItems`, the zones' fees, the
 * promotion engine, `orderAmounts`); undefined when the dice made an order the checkout would
 * refuse (the caller draws another).
 */
export function generateOrder(ctx: OrderContext, at: Date): GeneratedOrder | undefined {
  const { random, store, now } = ctx;
  const view = store.view;
  const origin = random.weighted<OrderOrigin>({
    mercat: 78,
    rappi: 7,
    uber_eats: 7,
    peya_aggregator: 5,
    amipass: 3,
  });
  const platform =
    origin === 'mercat' ? random.weighted<OrderPlatform>({ web: 50, app: 45, order_taker: 5 }) : 'app';
  const offersDelivery = view.order_method === 'both' || view.order_method === 'store_delivery';
  const offersPickUp = view.order_method === 'both' || view.order_method === 'in_store';
  const dispatch: 'delivery' | 'pick_up' =
    offersDelivery && (!offersPickUp || random.next() < 0.62) ? 'delivery' : 'pick_up';
  // What the checkout would sell on that platform, dispatch method and moment (`offeredNow`).
  const { weekday } = zonedParts(at, ctx.timeZone);
  const query = { platform, dispatch_method: dispatch };
  const menu = store.menu[dispatch].filter((p) => {
    const row = store.products.get(p.id);
    return row !== undefined && offeredNow(row, query, at, weekday);
  });
  if (menu.length === 0) return undefined;
  const priced = priceItems(chooseItems(random, menu), new Map(menu.map((p) => [p.id, p])));
  if (priced.errors.length > 0) return undefined;

  // Aggregators bring their own riders: their addresses may lie outside our zones, at no fee of ours.
  const address = dispatch === 'delivery' ? addressNear(random, view, origin !== 'mercat') : null;
  let deliveryFee = 0;
  if (address) {
    const { zone } = coverageAt(view.delivery_areas, address);
    if (!zone && origin === 'mercat') {
      ctx.onUncovered?.(view.id, address, at);
      return undefined;
    }
    deliveryFee = zone && origin === 'mercat' ? (feeAt(view, zone.id).delivery_fee ?? 0) : 0;
  }
  const paymentMethod = paymentFor(random, view, platform, dispatch);
  if (!paymentMethod) return undefined;
  const known = Math.min(ctx.customers.length, ctx.customersKnown ?? ctx.customers.length);
  const customer = ctx.customers[Math.floor(known * random.next() ** 2.2)] as Customer;

  let coupon: GeneratedOrder['coupon'] = null;
  let discount = 0;
  if (ctx.coupons.length > 0 && random.next() < 0.09) {
    const tried = random.pick(ctx.coupons);
    const result = evaluateCoupon(
      tried,
      {
        store_id: view.id,
        dispatch_method: dispatch,
        platform,
        payment_method: paymentMethod,
        items: priced.lines.map((l) => ({ ...l, modifiers_price: l.options_price })),
        delivery_fee: deliveryFee,
        store_minimum: 0,
      },
      { previous_orders: customer.completed, uses_of_coupon: customer.couponUses.get(tried.id) ?? 0 },
      at,
      ctx.timeZone,
      ctx.money,
    );
    if (result.applies) {
      coupon = { id: tried.id, code: tried.code };
      discount = result.discount;
      tried.used_count += 1;
      customer.couponUses.set(tried.id, (customer.couponUses.get(tried.id) ?? 0) + 1);
    }
  }
  const tipsTaken = dispatch === 'delivery' ? view.enabled_tip_delivery : view.enabled_tip_store;
  const subtotal = priced.lines.reduce((sum, l) => sum + l.line_total, 0);
  const tip = tipsTaken && random.next() < 0.35 ? Math.round(subtotal / 10 / 1000) * 1000 : 0;
  const amounts = orderAmounts(priced.lines, { discount, delivery_fee: deliveryFee, tip });
  const fleet = address && origin === 'mercat' ? carrierOf(view) : undefined;
  const carrier =
    address && origin === 'mercat'
      ? {
          deliveryType: fleet?.delivery_type ?? 'own',
          cofinance: fleet ? deliveryCofinanceOf(fleet, amounts.delivery_fee) : 0,
        }
      : null;
  const life = lifeOf(random, at, now, dispatch, isOnlinePaymentMethod(paymentMethod));
  if (life.status === 'completed') customer.completed += 1;
  return {
    storeId: view.id,
    code: ctx.code(),
    status: life.status,
    platform,
    origin,
    dispatchMethod: dispatch,
    customer,
    address,
    carrier,
    lines: priced.lines,
    amounts,
    coupon,
    paymentMethod,
    paymentStatus: paymentStatusOf(life.status),
    createdAt: at,
    scheduledAt: null,
    history: life.history,
  };
}
