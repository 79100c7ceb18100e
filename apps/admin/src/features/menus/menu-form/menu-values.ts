import type { MenuState } from '@tablero/domain';
import { fromMinor, toMinor } from '../../../shared/format/number-value.js';
import type { Menu } from '../api.js';

/** Money as typed, in currency units ($4.500 is 4500); '' while empty. */
export type MoneyValue = number | '';

export interface PriceValues {
  /** Stable React and drag key: `p{id}` for saved prices, `n…` for new ones. */
  key: string;
  id?: number;
  productId: number | null;
  productName: string;
  productDescription: string | null;
  price: MoneyValue;
  /**
   * null while it follows the price (the API's default); a value once changed; '' while emptied,
   * which follows the price again when saved.
   */
  deliveryPrice: MoneyValue | null;
}

export interface GroupValues {
  key: string;
  id?: number;
  name: string;
  status: 'active' | 'inactive';
  prices: PriceValues[];
}

export interface MenuValues extends Record<string, unknown> {
  name: string;
  priceGroups: GroupValues[];
}

let counter = 0;
/** A key for an item the server has not seen yet. */
export const newKey = () => `n${++counter}`;

/** The price group's prices use the spec's 100-cent unit (API.md "JSON"). */

export function newMenuValues(): MenuValues {
  return { name: '', priceGroups: [] };
}

export function menuValuesOf(menu: Menu): MenuValues {
  return {
    name: menu.name,
    priceGroups: menu.priceGroups.map((group) => ({
      key: `g${group.id}`,
      id: group.id,
      name: group.name,
      status: group.status,
      prices: group.prices.map((price) => ({
        key: `p${price.id}`,
        id: price.id,
        productId: price.productId,
        productName: price.productName,
        productDescription: price.productDescription,
        price: fromMinor(price.price),
        deliveryPrice: price.deliveryPrice === price.price ? null : fromMinor(price.deliveryPrice),
      })),
    })),
  };
}

/** The delivery price in effect: the price until the delivery price is changed, or once emptied. */
export const shownDeliveryPrice = (price: PriceValues): MoneyValue =>
  price.deliveryPrice === null || price.deliveryPrice === '' ? price.price : price.deliveryPrice;

/**
 * The POST or PATCH body (wire spelling) that makes the saved menu what the form shows: every
 * group and price with its position, then `_destroy` for what was removed. Kept items come first
 * so that the indexes of a 422 are the form's indexes.
 */
export function menuBodyOf(values: MenuValues, saved: Menu | null) {
  const groupIds = new Set(values.priceGroups.flatMap((g) => (g.id === undefined ? [] : [g.id])));
  const kept = values.priceGroups.map((group, position) => {
    const before = saved?.priceGroups.find((g) => g.id === group.id);
    const priceIds = new Set(group.prices.flatMap((p) => (p.id === undefined ? [] : [p.id])));
    const prices = group.prices.map((price, pricePosition) => ({
      ...(price.id === undefined ? {} : { id: price.id }),
      product_id: price.productId,
      price: toMinor(price.price),
      delivery_price: toMinor(shownDeliveryPrice(price)),
      position: pricePosition,
    }));
    const removed = (before?.prices ?? [])
      .filter((p) => !priceIds.has(p.id))
      .map((p) => ({ id: p.id, _destroy: true }));
    return {
      ...(group.id === undefined ? {} : { id: group.id }),
      name: group.name,
      status: group.status,
      position,
      prices: [...prices, ...removed],
    };
  });
  const removedGroups = (saved?.priceGroups ?? [])
    .filter((g) => !groupIds.has(g.id))
    .map((g) => ({ id: g.id, _destroy: true }));
  return { name: values.name, price_groups: [...kept, ...removedGroups] };
}

/** The saved menu as the domain rules read it (what a PATCH body is applied to). */
export function menuStateOf(menu: Menu | null): MenuState | null {
  if (!menu) return null;
  return {
    name: menu.name,
    price_groups: menu.priceGroups.map((group) => ({
      id: group.id,
      name: group.name,
      status: group.status,
      position: group.position,
      prices: group.prices.map((price) => ({
        id: price.id,
        product_id: price.productId,
        price: price.price,
        delivery_price: price.deliveryPrice,
        position: price.position,
      })),
    })),
  };
}
