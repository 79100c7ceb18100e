import { fromMinor } from '../../../shared/format/number-value.js';
import type { GroupValues, MoneyValue, PriceValues } from './menu-values.js';
import { newKey } from './menu-values.js';

/** Pure edits of a menu's price groups; each answers the new list (the form's value). */

/** Moves one item of a list from one place to another (drag and drop, keyboard included). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item === undefined) return [...items];
  next.splice(to, 0, item);
  return next;
}

export function addGroup(groups: readonly GroupValues[], name: string): GroupValues[] {
  return [...groups, { key: newKey(), name, status: 'active', prices: [] }];
}

export function changeGroup(
  groups: readonly GroupValues[],
  key: string,
  change: Partial<Pick<GroupValues, 'name' | 'status'>>,
): GroupValues[] {
  return groups.map((g) => (g.key === key ? { ...g, ...change } : g));
}

export function removeGroup(groups: readonly GroupValues[], key: string): GroupValues[] {
  return groups.filter((g) => g.key !== key);
}

export function moveGroup(groups: readonly GroupValues[], from: number, to: number): GroupValues[] {
  return moved(groups, from, to);
}

export interface PickedProduct {
  id: number;
  name: string;
  description?: string | null;
  /** Minor units: the product's own price, the new row's starting price. */
  priceProduct: number;
}

/** A new row: empty, or for a picked product at the product's own price. */
export function newPrice(
  product?: PickedProduct,
  price?: MoneyValue,
  deliveryPrice?: MoneyValue | null,
): PriceValues {
  return {
    key: newKey(),
    productId: product?.id ?? null,
    productName: product?.name ?? '',
    productDescription: product?.description ?? null,
    price: price ?? (product ? fromMinor(product.priceProduct) : ''),
    deliveryPrice: deliveryPrice ?? null,
  };
}

const inGroup = (
  groups: readonly GroupValues[],
  key: string,
  change: (prices: PriceValues[]) => PriceValues[],
) => groups.map((g) => (g.key === key ? { ...g, prices: change(g.prices) } : g));

export function addPrice(
  groups: readonly GroupValues[],
  groupKey: string,
  price: PriceValues,
): GroupValues[] {
  return inGroup(groups, groupKey, (prices) => [...prices, price]);
}

export function changePrice(
  groups: readonly GroupValues[],
  groupKey: string,
  priceKey: string,
  change: Partial<Omit<PriceValues, 'key' | 'id'>>,
): GroupValues[] {
  return inGroup(groups, groupKey, (prices) =>
    prices.map((p) => (p.key === priceKey ? { ...p, ...change } : p)),
  );
}

/** A product chosen for a row: its name follows; the price is kept when one was typed. */
export function pickProduct(
  groups: readonly GroupValues[],
  groupKey: string,
  priceKey: string,
  product: PickedProduct,
): GroupValues[] {
  return inGroup(groups, groupKey, (prices) =>
    prices.map((p) =>
      p.key === priceKey
        ? {
            ...p,
            productId: product.id,
            productName: product.name,
            productDescription: product.description ?? null,
            price: p.price === '' ? fromMinor(product.priceProduct) : p.price,
          }
        : p,
    ),
  );
}

export function removePrice(
  groups: readonly GroupValues[],
  groupKey: string,
  priceKey: string,
): GroupValues[] {
  return inGroup(groups, groupKey, (prices) => prices.filter((p) => p.key !== priceKey));
}

export function movePrice(
  groups: readonly GroupValues[],
  groupKey: string,
  from: number,
  to: number,
): GroupValues[] {
  return inGroup(groups, groupKey, (prices) => moved(prices, from, to));
}
