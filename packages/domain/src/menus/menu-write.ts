import type { FieldError } from '../errors/error-codes.js';
import { fieldErrorsOf } from '../errors/zod-messages.js';
import { mergeNested } from '../shared/nested.js';
import { type MenuState, menuState, menuWrite, type PriceGroupState } from './menu.schema.js';
import { menuRuleErrors } from './menu-rules.js';

export type MenuWriteResult =
  | { ok: true; menu: MenuState; origins: Origins }
  | { ok: false; errors: FieldError[] };

/** Where each merged item came from in the request: a group's index and its prices' indexes. */
export interface Origins {
  groups: (number | undefined)[];
  prices: (number | undefined)[][];
}

/** `price_groups.G.prices.P.x` of the merged menu back to the indexes the request sent. */
export function toRequestPath(error: FieldError, origins: Origins): FieldError {
  const parts = error.field.split('.');
  if (parts[0] !== 'price_groups' || !/^\d+$/.test(parts[1] ?? '')) return error;
  const g = Number(parts[1]);
  const group = origins.groups[g];
  let field: string;
  if (group === undefined) field = 'price_groups';
  else if (parts[2] === 'prices' && /^\d+$/.test(parts[3] ?? '')) {
    const price = origins.prices[g]?.[Number(parts[3])];
    field = [
      'price_groups',
      group,
      'prices',
      ...(price === undefined ? [] : [price, ...parts.slice(4)]),
    ].join('.');
  } else field = ['price_groups', group, ...parts.slice(2)].join('.');
  return { field, message: error.message.replaceAll(error.field, field) };
}

/** Of a clash between a sent item and kept ones, the sent item is the one to name. */
function sentFirst(errors: FieldError[]): FieldError[] {
  const named = new Set(errors.filter((e) => /\.\d+\./.test(e.field)).map((e) => e.message));
  const unique = new Map<string, FieldError>();
  for (const e of errors) {
    const unsent = e.field === 'price_groups' || e.field.endsWith('.prices');
    if (!(unsent && named.has(e.message)) && !unique.has(e.field)) unique.set(e.field, e);
  }
  return [...unique.values()];
}

/**
 * Applies a POST or PATCH body to a menu (`current`, or an empty one) at both nested levels and
 * checks the whole result. A price without a delivery price gets its price as delivery price.
 */
export function resolveMenuWrite(body: unknown, current: MenuState | null): MenuWriteResult {
  const parsed = menuWrite.safeParse(body);
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error) };
  const input = parsed.data;
  const existing = current?.price_groups ?? [];
  const byId = new Map(existing.flatMap((g) => (g.id === undefined ? [] : [[g.id, g] as const])));
  const errors: FieldError[] = [];
  const priceOrigins = new Map<unknown, (number | undefined)[]>();
  const sentGroups = input.price_groups?.map((sent, index) => {
    if (sent._destroy || sent.prices === undefined) return sent;
    const before = sent.id === undefined ? [] : (byId.get(sent.id)?.prices ?? []);
    const merged = mergeNested(`price_groups.${index}.prices`, before, sent.prices);
    errors.push(...merged.errors);
    priceOrigins.set(merged.items, merged.origins);
    return { ...sent, prices: merged.items };
  });
  const groups = mergeNested('price_groups', existing, sentGroups);
  errors.push(...groups.errors);
  if (errors.length > 0) return { ok: false, errors };

  const withDefaults = groups.items.map((g: Partial<PriceGroupState>) => ({
    ...g,
    status: g.status ?? 'active',
    position: g.position ?? 0,
    prices: ((g.prices ?? []) as Record<string, unknown>[]).map((p) => ({
      ...p,
      position: p.position ?? 0,
      // Without a price the error is the price's; the delivery price follows it, so it is not named too.
      delivery_price: p.delivery_price ?? p.price ?? 0,
    })),
  }));
  const origins: Origins = {
    groups: groups.origins,
    prices: groups.items.map((g) => priceOrigins.get(g.prices) ?? (g.prices ?? []).map(() => undefined)),
  };
  const candidate = { name: input.name ?? current?.name, price_groups: withDefaults };
  const checked = menuState.safeParse(candidate);
  if (!checked.success)
    return { ok: false, errors: fieldErrorsOf(checked.error).map((e) => toRequestPath(e, origins)) };
  const ruleErrors = menuRuleErrors(checked.data);
  if (ruleErrors.length > 0)
    return { ok: false, errors: sentFirst(ruleErrors.map((e) => toRequestPath(e, origins))) };
  return { ok: true, menu: checked.data, origins };
}

/** The product ids a menu prices, each with the field that names it in the merged menu. */
export function pricedProducts(menu: MenuState) {
  return menu.price_groups.flatMap((g: PriceGroupState, gi) =>
    g.prices.map((p, pi) => ({
      productId: p.product_id,
      field: `price_groups.${gi}.prices.${pi}.product_id`,
    })),
  );
}
