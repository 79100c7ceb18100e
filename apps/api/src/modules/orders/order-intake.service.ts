import { randomInt } from 'node:crypto';
import {
  type CatalogueProduct,
  countrySettings,
  deliveryCofinanceOf,
  deliveryFeeUnderSettings,
  distanceKm,
  evaluateCoupon,
  type FieldError,
  fieldErrorsOf,
  formatMoney,
  type GeneralSettings,
  isExternalFleet,
  isOnlinePaymentMethod,
  mercadoPagoCardMethods,
  type OrderStatus,
  type OrderView,
  oneclickMethods,
  orderAmounts,
  orderCode,
  orderLimits,
  orderRefusals,
  orderValueRefusal,
  type PricedLine,
  paymentMessages,
  priceItems,
  type StoreView,
  storeOpeningAt,
  type WebOrderBody,
  type WebOrderCard,
  webOrderBody,
  zonedParts,
} from '@tablero/domain';
import type { Database, Tx } from '../../db/client.js';
import { validationFailed } from '../../lib/app-error.js';
import { countCouponUse, couponByCode } from '../coupons/coupons.repo.js';
import { offeredNow } from '../menus/public-menu.service.js';
import { modifiersOfProducts } from '../products/product-modifier-options.repo.js';
import { recordUncoveredAttempt, type UncoveredAttempt } from '../reports/uncovered-addresses.repo.js';
import { settingsInForce } from '../settings/settings.repo.js';
import { storeStockAt } from '../stock/stock.repo.js';
import { coverageAt } from '../stores/delivery-areas/coverage.js';
import { carrierOf, feeAt } from '../stores/delivery-areas/delivery-areas.service.js';
import { loadStore } from '../stores/store-state.js';
import { viewNow } from '../stores/store-write.service.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import { catalogueOf, menuPricesOf, withSoldOut } from './order-catalogue.repo.js';
import { OrderReadsCache, type Remember } from './order-reads.cache.js';
import * as repo from './orders.repo.js';
import { loadOrderView } from './orders.service.js';

const MINUTE = 60_000;
const newCode = () => orderCode((bound) => randomInt(bound));

type Refusals = FieldError[];

/** When the order is for, or a refusal: now, or a future moment the store takes orders for. */
async function momentOf(
  tx: Tx,
  tenant: TenantRecord,
  general: GeneralSettings,
  store: StoreView,
  input: WebOrderBody,
  now: Date,
  refusals: Refusals,
) {
  if (!input.scheduled_at) return now;
  const at = new Date(input.scheduled_at);
  const refused = (message: string) => {
    refusals.push({ field: 'scheduled_at', message });
    return at;
  };
  if (!store.future_orders_enabled) return refused(orderRefusals.futureOrdersOff);
  const limits = {
    days: general.max_days_available_future_order,
    perSlot: general.max_future_orders_per_store,
  };
  if (at.getTime() < now.getTime() + orderLimits.minScheduleAheadMinutes * MINUTE)
    return refused(orderRefusals.scheduledTooSoon(orderLimits.minScheduleAheadMinutes));
  if (at.getTime() > now.getTime() + limits.days * 24 * 60 * MINUTE)
    return refused(orderRefusals.scheduledTooFar(limits.days));
  const slotMs = orderLimits.futureSlotMinutes * MINUTE;
  const start = new Date(Math.floor(at.getTime() / slotMs) * slotMs);
  await repo.lockStoreOrders(tx, tenant.id, store.id);
  const taken = await repo.scheduledInSlot(
    tx,
    tenant.id,
    store.id,
    start,
    new Date(start.getTime() + slotMs),
  );
  return taken >= limits.perSlot ? refused(orderRefusals.slotFull) : at;
}

/** Whether the store serves the dispatch method at that moment. */
function openingRefusal(
  store: StoreView,
  input: WebOrderBody,
  at: Date,
  timeZone: string,
  refusals: Refusals,
) {
  const method = input.dispatch_method;
  const serves = method === 'delivery' ? ['store_delivery', 'both'] : ['in_store', 'both'];
  if (!serves.includes(store.order_method))
    return refusals.push({ field: 'dispatch_method', message: orderRefusals.methodNotOffered(method) });
  const status = storeOpeningAt(store, at, timeZone);
  if (status[method]) return;
  const message = input.scheduled_at
    ? orderRefusals.storeClosedAt
    : status.open
      ? orderRefusals.storeClosedFor(method)
      : orderRefusals.storeClosed;
  refusals.push({ field: input.scheduled_at ? 'scheduled_at' : 'store_id', message });
}

const outsideZones: FieldError = { field: 'address', message: orderRefusals.outsideZones };

/** The fee of the zone that covers a delivery's address (null: the zone sets none), or a refusal. */
function zoneFeeOf(store: StoreView, input: WebOrderBody): { zoneFee: number | null } | FieldError {
  if (input.dispatch_method !== 'delivery') return { zoneFee: 0 };
  if (!input.address) return { field: 'address', message: orderRefusals.addressRequired };
  const { zone } = coverageAt(store.delivery_areas, input.address);
  if (!zone) return outsideZones;
  return { zoneFee: feeAt(store, zone.id).delivery_fee };
}

/** An invoice (factura) names who it is for: document type, business name and email. */
function billingRefusal(input: WebOrderBody, refusals: Refusals) {
  const { type, document_type, business_name, email } = input.billing;
  if (type === 'invoice' && !(document_type && business_name && email))
    refusals.push({ field: 'billing', message: orderRefusals.billingIncomplete });
}

function paymentRefusal(store: StoreView, input: WebOrderBody, refusals: Refusals) {
  const delivery = input.dispatch_method === 'delivery';
  const list =
    input.platform === 'order_taker'
      ? delivery
        ? 'order_taker_store_delivery'
        : 'order_taker_in_store'
      : delivery
        ? 'delivery'
        : 'in_store';
  const taken: readonly string[] = store.payment_methods[list] ?? [];
  if (!taken.includes(input.payment_method))
    refusals.push({ field: 'payment_method', message: orderRefusals.paymentNotTaken(input.payment_method) });
  if (oneclickMethods.includes(input.payment_method) && !input.oneclick)
    refusals.push({ field: 'oneclick', message: paymentMessages.oneclickCardRequired });
  if (mercadoPagoCardMethods.includes(input.payment_method) && !input.mercado_pago)
    refusals.push({ field: 'mercado_pago', message: paymentMessages.mercadoPagoCardRequired });
  const tips = delivery ? store.enabled_tip_delivery : store.enabled_tip_store;
  if (input.tip > 0 && !tips) refusals.push({ field: 'tip', message: orderRefusals.tipNotTaken });
}

/** The store's menu, priced for this order's dispatch method and offered or not at its moment. */
async function catalogueFor(
  tx: Tx,
  remember: Remember,
  tenant: TenantRecord,
  store: StoreView,
  input: WebOrderBody,
  at: Date,
) {
  const menuId = store.menu_id;
  if (menuId === null) return new Map<number, CatalogueProduct>();
  const menu = await remember(`menu:${menuId}`, async () => {
    const prices = await menuPricesOf(tx, tenant.id, menuId);
    const productIds = [...new Set(prices.map((p) => p.product.id))];
    const modifiers =
      productIds.length > 0 ? await modifiersOfProducts(tx, tenant.id, productIds) : new Map<number, never>();
    return { prices, modifiers };
  });
  const ids = new Set(input.items.map((i) => i.product_id));
  const prices = menu.prices.filter((p) => ids.has(p.product.id));
  const { modifiers } = menu;
  const { weekday } = zonedParts(at, tenant.timeZone);
  const catalogue = catalogueOf(prices, modifiers, input.dispatch_method, (product) =>
    offeredNow(product, input, at, weekday),
  );
  return withSoldOut(catalogue, await storeStockAt(tx, tenant.id, store.id, at));
}

/** The coupon's discount through the promotion engine, or a refusal on `coupon_code`. */
async function couponDiscount(
  tx: Tx,
  tenant: TenantRecord,
  input: WebOrderBody,
  lines: PricedLine[],
  deliveryFee: number,
  at: Date,
): Promise<{
  discount: number;
  coupon: Awaited<ReturnType<typeof couponByCode>> | null;
  refusal?: FieldError;
}> {
  const none = { discount: 0, coupon: null };
  if (!input.coupon_code) return none;
  const coupon = await couponByCode(tx, tenant.id, input.coupon_code);
  if (!coupon) return { ...none, refusal: { field: 'coupon_code', message: orderRefusals.couponUnknown } };
  const customer = await repo.customerHistory(tx, tenant.id, input.customer.email, coupon.id);
  const cart = {
    store_id: input.store_id,
    dispatch_method: input.dispatch_method,
    platform: input.platform,
    payment_method: input.payment_method,
    items: lines.map((l) => ({
      product_id: l.product_id,
      price_group_ids: l.price_group_ids,
      unit_price: l.unit_price,
      modifiers_price: l.options_price,
      quantity: l.quantity,
    })),
    delivery_fee: deliveryFee,
    store_minimum: 0,
  };
  const result = evaluateCoupon(coupon, cart, customer, at, tenant.timeZone, (c) =>
    formatMoney(c, tenant.country),
  );
  if (!result.applies) return { ...none, refusal: { field: 'coupon_code', message: result.reason } };
  return { discount: result.discount, coupon };
}

/** Paid online, an order waits for its payment first, a future one too (it is paid when placed). */
function firstStatus(input: WebOrderBody): OrderStatus {
  if (isOnlinePaymentMethod(input.payment_method)) return 'pending_online_payment';
  return input.scheduled_at ? 'creation_scheduled' : 'created';
}

/**
 * The storefront's order call: every amount decided here from the store's menu, modifiers, zones,
 * coupon and tip rules, whatever the storefront sent; every refusal answered at once, in Spanish,
 * under its field, with nothing saved.
 */
export function orderIntakeService(db: Database, reads = new OrderReadsCache()) {
  return {
    async place(
      tenant: TenantRecord,
      body: unknown,
      idempotencyKey: string | undefined,
      now = new Date(),
    ): Promise<{ order: OrderView; created: boolean; card: WebOrderCard }> {
      const parsed = webOrderBody.safeParse(body);
      if (!parsed.success) throw validationFailed(fieldErrorsOf(parsed.error));
      const input = parsed.data;
      const card = { oneclick: input.oneclick, mercado_pago: input.mercado_pago };
      let uncovered: UncoveredAttempt | undefined;
      const placing = db.withTenant(tenant.id, async (tx) => {
        const earlier = idempotencyKey && (await repo.orderOfIdempotencyKey(tx, tenant.id, idempotencyKey));
        if (earlier) return { order: await loadOrderView(tx, tenant.id, earlier), created: false };

        const remember = await reads.of(tx, tenant.id);
        const loaded = await remember(`store:${input.store_id}:${tenant.timeZone}`, () =>
          loadStore(tx, tenant.id, input.store_id, tenant.timeZone),
        );
        if (!loaded?.state.enabled)
          throw validationFailed([{ field: 'store_id', message: orderRefusals.storeUnknown }]);
        const store = viewNow(loaded, tenant.timeZone, now);
        const refusals: Refusals = [];
        const { general } = await remember(`settings:${tenant.name}`, () => settingsInForce(tx, tenant));
        const at = await momentOf(tx, tenant, general, store, input, now, refusals);
        openingRefusal(store, input, at, tenant.timeZone, refusals);
        const fee = zoneFeeOf(store, input);
        if ('field' in fee) refusals.push(fee);
        if (fee === outsideZones && input.address)
          uncovered = {
            storeId: store.id,
            day: zonedParts(now, tenant.timeZone).date,
            latitude: input.address.latitude,
            longitude: input.address.longitude,
            textAddress: input.address.text_address,
            at: now,
          };
        paymentRefusal(store, input, refusals);
        billingRefusal(input, refusals);
        const priced = priceItems(input.items, await catalogueFor(tx, remember, tenant, store, input, at));
        refusals.push(...priced.errors);
        const subtotal = priced.lines.reduce((sum, line) => sum + line.line_total, 0);
        const carrier = input.dispatch_method === 'delivery' ? carrierOf(store) : undefined;
        const deliveryFee =
          'field' in fee || input.dispatch_method !== 'delivery' || !input.address
            ? 0
            : deliveryFeeUnderSettings(general, {
                zoneFee: fee.zoneFee,
                subtotal,
                distanceKm: distanceKm(store, input.address),
                external: carrier !== undefined && isExternalFleet(carrier.delivery_type),
                withCents: countrySettings(tenant.country).withCents,
              });
        const valueRefusal =
          priced.errors.length > 0
            ? undefined
            : orderValueRefusal(general, input.dispatch_method, subtotal, countrySettings(tenant.country));
        if (valueRefusal) refusals.push({ field: 'items', message: valueRefusal });
        // The coupon is judged on a priced cart only: with lines refused its answer would mislead.
        const promotion =
          priced.errors.length > 0
            ? { discount: 0, coupon: null }
            : await couponDiscount(tx, tenant, input, priced.lines, deliveryFee, at);
        if (promotion.refusal) refusals.push(promotion.refusal);
        if (refusals.length > 0) throw validationFailed(refusals);
        const { discount, coupon } = promotion;

        const amounts = orderAmounts(priced.lines, { discount, delivery_fee: deliveryFee, tip: input.tip });
        const status = firstStatus(input);
        const order: repo.NewOrder = {
          storeId: store.id,
          status,
          platform: input.platform,
          origin: input.origin,
          dispatchMethod: input.dispatch_method,
          customerName: input.customer.name,
          customerEmail: input.customer.email.toLowerCase(),
          customerPhone: input.customer.phone,
          addressText: input.dispatch_method === 'delivery' ? (input.address?.text_address ?? null) : null,
          addressDetails: input.dispatch_method === 'delivery' ? (input.address?.details ?? null) : null,
          latitude: input.dispatch_method === 'delivery' ? (input.address?.latitude ?? null) : null,
          longitude: input.dispatch_method === 'delivery' ? (input.address?.longitude ?? null) : null,
          ...amounts,
          deliveryFee: amounts.delivery_fee,
          // A store without an enabled delivery method delivers with its own fleet.
          deliveryType: input.dispatch_method === 'delivery' ? (carrier?.delivery_type ?? 'own') : null,
          deliveryCofinance: carrier ? deliveryCofinanceOf(carrier, amounts.delivery_fee) : 0,
          itemsCount: priced.lines.reduce((n, l) => n + l.quantity, 0),
          couponId: coupon?.id ?? null,
          couponCode: coupon?.code ?? null,
          paymentMethod: input.payment_method,
          paymentStatus: 'created',
          billingType: input.billing.type,
          billingDocumentType: input.billing.document_type ?? null,
          billingBusinessName: input.billing.business_name ?? null,
          billingEmail: input.billing.email ?? null,
          billingPhone: input.billing.phone ?? null,
          billingTaxFree: input.billing.tax_free,
          scheduledAt: input.scheduled_at ? at : null,
          note: input.note ?? null,
          idempotencyKey: idempotencyKey ?? null,
          createdAt: now,
          updatedAt: now,
        };
        await repo.holdRollups(tx);
        const saved = await insertWithFreshCode(tx, tenant.id, order);
        if ('winner' in saved)
          return { order: await loadOrderView(tx, tenant.id, saved.winner), created: false };
        const { id } = saved;
        await repo.insertLines(tx, tenant.id, id, priced.lines);
        await repo.insertStatusChange(tx, tenant.id, {
          orderId: id,
          fromStatus: null,
          toStatus: status,
          mover: 'customer',
          at: now,
        });
        if (coupon) await countCouponUse(tx, tenant.id, coupon.id);
        const view = await loadOrderView(tx, tenant.id, id);
        await repo.countPlacedOrder(tx, tenant.id, id);
        return { order: view, created: true };
      });
      const placed = await placing.catch(async (refused: unknown) => {
        const attempt = uncovered;
        // The refusal rolled the order back: the attempt is counted in a transaction of its own.
        if (attempt) await db.withTenant(tenant.id, (tx) => recordUncoveredAttempt(tx, tenant.id, attempt));
        throw refused;
      });
      return { ...placed, card };
    },
  };
}

/**
 * Inserts under a new random code, trying again on the rare code already taken; answers the
 * order another request with the same Idempotency-Key saved first, if one did.
 */
async function insertWithFreshCode(
  tx: Tx,
  tenantId: number,
  order: repo.NewOrder,
): Promise<{ id: number } | { winner: number }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const id = await repo.insertOrder(tx, tenantId, newCode(), order);
    if (id !== undefined) return { id };
    const key = order.idempotencyKey;
    const winner = key ? await repo.orderOfIdempotencyKey(tx, tenantId, key) : undefined;
    if (winner !== undefined) return { winner };
  }
  throw new Error('no free order code after 5 tries');
}

export type OrderIntakeService = ReturnType<typeof orderIntakeService>;
