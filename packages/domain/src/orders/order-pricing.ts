import type { FieldError } from '../errors/error-codes.js';
import type { WebOrderBody } from './order.schema.js';
import { orderRefusals } from './order-constants.js';

/** A modifier of a product as an order may use it: how many options to choose, and what each costs. */
export interface CatalogueModifier {
  id: number;
  name: string;
  /** Options to choose for one unit of the product: the modifier's bounds, narrowed by the product's link. */
  min: number;
  max: number;
  /** A free modifier's options cost nothing, whatever their variation. */
  free: boolean;
  /** Each option with its price variation in cents (may be negative); `sold_out` in this store. */
  options: readonly { id: number; name: string; price: number; sold_out?: boolean }[];
}

/** A product of the store's menu, priced for the order's dispatch method. */
export interface CatalogueProduct {
  id: number;
  name: string;
  /** Cents, one unit without options: the menu's price (pick-up) or delivery price. */
  unit_price: number;
  /** The price groups it is in (the promotion engine's couponables). */
  price_group_ids: readonly number[];
  /** Offered for this platform, dispatch method and moment (shown, in its window, on its weekday). */
  offered: boolean;
  /** Marked out of stock in the store at the order's moment. */
  sold_out?: boolean;
  modifiers: readonly CatalogueModifier[];
}

export interface PricedOption {
  modifier_id: number;
  modifier_name: string;
  option_id: number;
  name: string;
  quantity: number;
  unit_price: number;
}

export interface PricedLine {
  product_id: number;
  name: string;
  quantity: number;
  unit_price: number;
  options_price: number;
  line_total: number;
  note: string | null;
  price_group_ids: readonly number[];
  options: PricedOption[];
}

type ItemInput = WebOrderBody['items'][number];

function priceOptions(
  item: ItemInput,
  at: string,
  product: CatalogueProduct,
): { options: PricedOption[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const options: PricedOption[] = [];
  const seen = new Set<string>();
  for (const [j, chosen] of item.options.entries()) {
    const modifier = product.modifiers.find((m) => m.id === chosen.modifier_id);
    const option = modifier?.options.find((o) => o.id === chosen.option_id);
    const field = `${at}.options.${j}.option_id`;
    const key = `${chosen.modifier_id}:${chosen.option_id}`;
    if (!modifier || !option) {
      errors.push({ field, message: orderRefusals.optionUnknown(product.name) });
      continue;
    }
    if (option.sold_out) {
      errors.push({ field, message: orderRefusals.optionSoldOut(option.name) });
      continue;
    }
    if (seen.has(key)) {
      errors.push({ field, message: orderRefusals.optionTwice });
      continue;
    }
    seen.add(key);
    options.push({
      modifier_id: modifier.id,
      modifier_name: modifier.name,
      option_id: option.id,
      name: option.name,
      quantity: chosen.quantity,
      unit_price: modifier.free ? 0 : option.price,
    });
  }
  for (const modifier of product.modifiers) {
    const chosen = options.filter((o) => o.modifier_id === modifier.id).reduce((n, o) => n + o.quantity, 0);
    if (chosen < modifier.min)
      errors.push({
        field: `${at}.options`,
        message: orderRefusals.tooFewOptions(modifier.name, modifier.min),
      });
    if (chosen > modifier.max)
      errors.push({
        field: `${at}.options`,
        message: orderRefusals.tooManyOptions(modifier.name, modifier.max),
      });
  }
  return { options, errors };
}

/**
 * Prices an order's items from the store's catalogue, whatever the storefront believed: each line
 * is the menu's price plus its options' variations (a unit never below zero), times its quantity.
 * Answers every refusal at once, each under the field to show it at (`items.2.options`).
 */
export function priceItems(
  items: readonly ItemInput[],
  catalogue: ReadonlyMap<number, CatalogueProduct>,
): { lines: PricedLine[]; errors: FieldError[] } {
  const lines: PricedLine[] = [];
  const errors: FieldError[] = [];
  for (const [i, item] of items.entries()) {
    const at = `items.${i}`;
    const product = catalogue.get(item.product_id);
    if (!product?.offered) {
      const message = product ? orderRefusals.productNotOffered(product.name) : orderRefusals.productUnknown;
      errors.push({ field: `${at}.product_id`, message });
      continue;
    }
    if (product.sold_out) {
      errors.push({ field: `${at}.product_id`, message: orderRefusals.productSoldOut(product.name) });
      continue;
    }
    const priced = priceOptions(item, at, product);
    errors.push(...priced.errors);
    const optionsPrice = priced.options.reduce((sum, o) => sum + o.unit_price * o.quantity, 0);
    const unit = Math.max(0, product.unit_price + optionsPrice);
    lines.push({
      product_id: product.id,
      name: product.name,
      quantity: item.quantity,
      unit_price: product.unit_price,
      options_price: unit - product.unit_price,
      line_total: unit * item.quantity,
      note: item.note ?? null,
      price_group_ids: product.price_group_ids,
      options: priced.options,
    });
  }
  return { lines, errors };
}

export interface OrderAmounts {
  subtotal: number;
  discount: number;
  delivery_fee: number;
  tip: number;
  total: number;
  /** Spec part 2 §3, §9: one loyalty point per currency unit (100 cents) paid for the goods: tip and delivery earn none. */
  points: number;
}

/** The order's amounts in cents; a discount never takes the total below the tip. */
export function orderAmounts(
  lines: readonly PricedLine[],
  extra: { discount: number; delivery_fee: number; tip: number },
): OrderAmounts {
  const subtotal = lines.reduce((sum, line) => sum + line.line_total, 0);
  const discount = Math.min(extra.discount, subtotal + extra.delivery_fee);
  const beforeTip = subtotal + extra.delivery_fee - discount;
  return {
    subtotal,
    discount,
    delivery_fee: extra.delivery_fee,
    tip: extra.tip,
    total: beforeTip + extra.tip,
    points: Math.floor(Math.max(0, subtotal - discount) / 100),
  };
}
