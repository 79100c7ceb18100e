import type { FieldError } from '../errors/error-codes.js';
import { type MenuState, menuMessages } from './menu.schema.js';

/** Indexes of the items whose key another item shares. */
function repeated<T>(items: readonly T[], key: (item: T) => unknown): number[] {
  const counts = new Map<unknown, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return items.flatMap((item, i) => ((counts.get(key(item)) ?? 0) > 1 ? [i] : []));
}

/**
 * A menu's own rules: a product priced once per group, and group names told apart within the menu.
 * Every item of a clash is named: the caller keeps the ones the request sent.
 */
export function menuRuleErrors(menu: MenuState): FieldError[] {
  const errors: FieldError[] = [];
  for (const g of repeated(menu.price_groups, (group) => group.name.toLocaleLowerCase('es')))
    errors.push({ field: `price_groups.${g}.name`, message: menuMessages.repeatedGroupName });
  menu.price_groups.forEach((group, g) => {
    for (const p of repeated(group.prices, (price) => price.product_id))
      errors.push({
        field: `price_groups.${g}.prices.${p}.product_id`,
        message: menuMessages.repeatedProduct,
      });
  });
  return errors;
}
