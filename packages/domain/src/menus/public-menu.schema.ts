import { z } from 'zod';
import { productPlatforms } from '../products/product-constants.js';
import { recordId, recordIdText } from '../shared/ids.js';

const id = recordId;

/** Dispatch methods a storefront orders with (the order's wording, not the product's `pickUp`). */
export const publicMenuDispatchMethods = ['delivery', 'pick_up'] as const;

/** `GET /api/public/v2/prices?store_id&platform&dispatch_method`: no `store_id` is the tenant's default store. */
export const publicMenuQuery = z.object({
  store_id: recordIdText.optional(),
  platform: z.enum(productPlatforms),
  dispatch_method: z.enum(publicMenuDispatchMethods),
});
export type PublicMenuQuery = z.infer<typeof publicMenuQuery>;

const publicMenuProduct = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  /** The product's pictures in its order; `url` and `small_cropped_url` are both the signed 300×300 crop. */
  pictures: z.array(z.object({ id, url: z.string(), small_cropped_url: z.string().nullable() })),
  food_type: z.string().nullable(),
  /** The label and its window only while the window is on; else all three are null. */
  label: z.string().nullable(),
  start_datetime_label: z.string().nullable(),
  end_datetime_label: z.string().nullable(),
  /** Minutes. */
  cooking_time: z.number().int().nullable(),
});

const publicMenuPrice = z.object({
  id,
  /** Integer minor units; the delivery price when the dispatch method is delivery. */
  price: z.number().int(),
  /**
   * The price after the store's best automatic promotion for one unit (integer minor units), or
   * null when none applies (see `menuDiscount` in coupons).
   */
  discount_price: z.number().int().nullable(),
  /** What that promotion takes off (`price - discount_price`), or null. */
  menu_discount: z.number().int().nullable(),
  product: publicMenuProduct,
});

/** The public menu of a store (spec part 2 §3 "Public menu view"): what is on offer now. */
export const publicMenu = z.object({
  store_id: id,
  collections: z.array(z.object({ id, name: z.string(), prices: z.array(publicMenuPrice) })),
});
export type PublicMenu = z.infer<typeof publicMenu>;
export type PublicMenuPrice = z.infer<typeof publicMenuPrice>;
