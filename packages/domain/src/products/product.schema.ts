import { z } from 'zod';
import { listPosition, recordId } from '../shared/ids.js';
import { pageQuery, trimmedText } from '../shared/lists.js';
import { nestedPatchItem } from '../shared/nested.js';
import { productStockOut } from '../stock/stock-out.schema.js';
import { weekdays } from '../stores/opening/index.js';
import { instant, weekday } from '../stores/schedules.schema.js';
import { optionalText } from '../stores/store-fields.js';
import {
  productDispatchMethods,
  productLabelTypes,
  productLimits,
  productPlatforms,
  productTags,
} from './product-constants.js';

const id = recordId;
const quantity = z.number().int().min(0);
const money = z.number().int().min(0).max(productLimits.maxPrice);
const measure = z.number().min(0).max(100_000).nullable();

/** A link from the product to a modifier (the modifiers area owns the modifier itself). */
export const productModifierFields = {
  modifier_id: id,
  min_quantity: quantity.default(productLimits.minQuantityDefault),
  max_quantity: quantity.default(productLimits.maxQuantityDefault),
  position: listPosition.default(0),
};
/** The same fields without defaults: an item a PATCH updates keeps what it does not send. */
const productModifierPatchFields = {
  modifier_id: id,
  min_quantity: quantity,
  max_quantity: quantity,
  position: listPosition,
};
export const productModifier = z.strictObject({ id: id.optional(), ...productModifierFields });
export type ProductModifier = z.infer<typeof productModifier>;

/** §3 "modifierRules (ruledModifierId, modifierId, integers)": which quantities of one modifier another allows. */
export const modifierRule = z.strictObject({
  ruled_modifier_id: id,
  modifier_id: id,
  values: z.array(quantity).max(100).default([]),
});

export const productDimensions = z.strictObject({
  width: measure.default(null),
  height: measure.default(null),
  length: measure.default(null),
  weight: measure.default(null),
});

export const productTagFlags = z.strictObject(
  Object.fromEntries(productTags.map((tag) => [tag, z.boolean().default(false)])) as Record<
    (typeof productTags)[number],
    z.ZodDefault<z.ZodBoolean>
  >,
);

/** Every field of a product (§3) with its field-level rules; the cross-field rules are in product-rules.ts. */
export const productScalarFields = {
  name: trimmedText('name').pipe(z.string().min(1).max(productLimits.nameMax)),
  name_screen_product: optionalText(productLimits.nameMax),
  price_product: money,
  description: optionalText(productLimits.descriptionMax),
  position: listPosition,
  platform: z.array(z.enum(productPlatforms)).min(1),
  dispatch_method: z.enum(productDispatchMethods),
  url: optionalText(500),
  label: optionalText(200),
  label_type: z.enum(productLabelTypes).nullable(),
  start_datetime_label: instant.nullable(),
  end_datetime_label: instant.nullable(),
  start_datetime: instant.nullable(),
  end_datetime: instant.nullable(),
  /** Weekdays the product is offered on. */
  availability: z.array(weekday),
  aloha_id: optionalText(100),
  aloha_comp_id: optionalText(100),
  fbd_id: optionalText(100),
  food_type: optionalText(50),
  modifier_rules: z.array(modifierRule).max(200),
  show: z.boolean(),
  /** Minutes the kitchen needs. */
  cooking_time: z.number().int().min(0).max(1440).nullable(),
  dimensions: productDimensions,
  tags: productTagFlags,
};

/** The product's pictures in display order: ids of the tenant's uploaded pictures (the first is the cover). */
export const productPictureIds = z.array(id).max(productLimits.picturesMax);

/** A product as it is kept: what the rules check after a body is applied. */
export const productState = z.strictObject({
  ...productScalarFields,
  picture_ids: productPictureIds,
  modifiers: z.array(productModifier).max(200),
});
export type ProductState = z.infer<typeof productState>;

const readOnly = {
  id: z.unknown(),
  pictures: z.unknown(),
  created_at: z.unknown(),
  updated_at: z.unknown(),
};

/** `POST /products` and `PATCH /products/{id}`: only the fields sent change; `modifiers` nested by `id`. */
export const productWrite = z
  .strictObject({
    ...productScalarFields,
    picture_ids: productPictureIds,
    modifiers: z.array(nestedPatchItem(productModifierPatchFields)).max(200),
    ...readOnly,
  })
  .partial()
  .meta({ examples: [{ name: 'Empanada de pino', price_product: 250000 }] });
export type ProductWrite = z.infer<typeof productWrite>;

export function defaultProductState(): Omit<ProductState, 'name' | 'price_product'> {
  return {
    name_screen_product: null,
    description: null,
    position: 0,
    platform: [...productPlatforms],
    dispatch_method: 'both',
    url: null,
    label: null,
    label_type: null,
    start_datetime_label: null,
    end_datetime_label: null,
    start_datetime: null,
    end_datetime: null,
    availability: [...weekdays],
    aloha_id: null,
    aloha_comp_id: null,
    fbd_id: null,
    food_type: null,
    modifier_rules: [],
    show: true,
    cooking_time: null,
    dimensions: { width: null, height: null, length: null, weight: null },
    tags: Object.fromEntries(productTags.map((t) => [t, false])) as ProductState['tags'],
    picture_ids: [],
    modifiers: [],
  };
}

/** A picture of a product with signed, expiring read URLs: the original and its 300×300 crop. */
export const productPicture = z.object({ id, url: z.string(), small_url: z.string() });
export type ProductPicture = z.infer<typeof productPicture>;

export const productView = productState.extend({
  id,
  pictures: z.array(productPicture),
  modifiers: z.array(productModifier.required({ id: true })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProductView = z.infer<typeof productView>;

export const productListRow = z.object({
  id,
  name: z.string(),
  price_product: z.number().int(),
  position: z.number().int(),
  show: z.boolean(),
  platform: z.array(z.enum(productPlatforms)),
  dispatch_method: z.enum(productDispatchMethods),
  label: z.string().nullable(),
  /** The first picture (the cover), for the list's thumbnail. */
  picture: productPicture.nullable(),
  /** The stores where the kitchen marked it out of stock, now. */
  stock_outs: z.array(productStockOut),
});
export type ProductListRow = z.infer<typeof productListRow>;

/** `GET /products?page&limit&query`: `query` searches the name; rows in position order. */
export const productListQuery = pageQuery().extend({ query: z.string().max(100).optional() });
export type ProductListQuery = z.infer<typeof productListQuery>;

/** `PATCH /products/positions`: new positions of several products, all saved or none. */
export const productPositionsWrite = z
  .strictObject({
    positions: z
      .array(z.strictObject({ id, position: z.number().int().min(0).max(1_000_000) }))
      .min(1)
      .max(productLimits.positionsMax),
  })
  .meta({ examples: [{ positions: [{ id: 1, position: 0 }] }] });
export type ProductPositionsWrite = z.infer<typeof productPositionsWrite>;
