import { z } from 'zod';
import { listPosition, queryIdList, recordId } from '../shared/ids.js';
import { pageQuery, trimmedText } from '../shared/lists.js';
import { nestedPatchItem } from '../shared/nested.js';

const id = recordId;
/** Integer minor units (API.md); a price far above any dish is a typing mistake. */
const money = z.number().int().min(0).max(10_000_000_000);
const name = (field: string) => trimmedText(field).pipe(z.string().min(1).max(100));

export const priceGroupStatuses = ['active', 'inactive'] as const;

export const menuMessages = {
  repeatedProduct: 'El producto ya tiene un precio en este grupo de precios',
  repeatedGroupName: 'Ya existe un grupo de precios con ese nombre en el menú',
  menuDeleted: 'Menú eliminado.',
  inUseByStores: (stores: string[]) =>
    stores.length > 0
      ? `El menú está asignado a las tiendas ${stores.join(', ')}: asígnales otro menú antes de eliminarlo`
      : 'El menú está asignado a tiendas: asígnales otro menú antes de eliminarlo',
} as const;

/** A product's price in a price group; `delivery_price` left out (or null) is the same as `price`. */
const priceFields = {
  product_id: id,
  price: money,
  delivery_price: money.nullable(),
  /** Order inside the group; a price left without one comes first, then by creation. */
  position: listPosition,
};
const priceReadOnly = { product_name: z.unknown(), product_description: z.unknown() };

const priceGroupFields = {
  name: name('name'),
  status: z.enum(priceGroupStatuses),
  position: listPosition,
};

export const priceState = z.strictObject({
  id: id.optional(),
  ...priceFields,
  delivery_price: money,
});
export const priceGroupState = z.strictObject({
  id: id.optional(),
  ...priceGroupFields,
  prices: z.array(priceState).max(2000),
});
/** A menu as it is kept: what the rules check after a body is applied. */
export const menuState = z.strictObject({
  name: name('name'),
  price_groups: z.array(priceGroupState).max(50),
});
export type MenuState = z.infer<typeof menuState>;
export type PriceGroupState = z.infer<typeof priceGroupState>;

const pricePatch = nestedPatchItem(priceFields, priceReadOnly);
const priceGroupPatch = nestedPatchItem(
  { ...priceGroupFields, prices: z.array(pricePatch).max(2000) },
  { prices_count: z.unknown() },
);
export type PricePatch = z.infer<typeof pricePatch>;
export type PriceGroupPatch = z.infer<typeof priceGroupPatch>;

/**
 * `POST /menus` and `PATCH /menus/{id}`: only the fields sent change; `price_groups` and each
 * group's `prices` are nested lists (`id` updates, no `id` creates, `_destroy: true` deletes).
 */
export const menuWrite = z
  .strictObject({
    name: name('name'),
    price_groups: z.array(priceGroupPatch).max(50),
    id: z.unknown(),
    created_at: z.unknown(),
    updated_at: z.unknown(),
  })
  .partial()
  .meta({ examples: [{ name: 'Menú almuerzo', price_groups: [] }] });

const priceView = z.object({
  id,
  product_id: id,
  product_name: z.string(),
  /** The product's own description, for editors that show the menu as customers see it. */
  product_description: z.string().nullable(),
  price: z.number().int(),
  delivery_price: z.number().int(),
  position: z.number().int(),
});
export const priceGroupView = z.object({
  id,
  name: z.string(),
  status: z.enum(priceGroupStatuses),
  position: z.number().int(),
  prices: z.array(priceView),
});
export const menuView = z.object({
  id,
  name: z.string(),
  price_groups: z.array(priceGroupView),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MenuView = z.infer<typeof menuView>;

export const menuListRow = z.object({
  id,
  name: z.string(),
  price_groups_count: z.number().int(),
  stores_count: z.number().int(),
});
export const menuListQuery = pageQuery().extend({ query: z.string().max(100).optional() });
export type MenuListQuery = z.infer<typeof menuListQuery>;

/** `GET /price_groups?name&status&menu_ids&query&page&limit`; `query` is a name search too. */
export const priceGroupListQuery = pageQuery().extend({
  name: z.string().max(100).optional(),
  query: z.string().max(100).optional(),
  status: z.enum(priceGroupStatuses).optional(),
  menu_ids: queryIdList('menu_ids').optional(),
});
export type PriceGroupListQuery = z.infer<typeof priceGroupListQuery>;

export const priceGroupListRow = z.object({
  id,
  name: z.string(),
  status: z.enum(priceGroupStatuses),
  menu_id: id,
  menu_name: z.string(),
  prices_count: z.number().int(),
});
