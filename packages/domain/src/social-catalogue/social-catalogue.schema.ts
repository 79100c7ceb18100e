import { z } from 'zod';
import { recordIdText } from '../shared/ids.js';
import { leftOutReasons } from './social-catalogue-constants.js';

/** A product of the catalogue that a store's feed leaves out, and why (the Spanish `message`). */
export const leftOutProduct = z.object({
  product_id: z.number().int(),
  name: z.string(),
  reason: z.enum(leftOutReasons),
  message: z.string(),
});
export type LeftOutProduct = z.infer<typeof leftOutProduct>;

/** A store's feed links; the token is in them, so they are shown only to who may see the catalogue. */
export const catalogueFeedLinks = z.object({
  csv_url: z.string(),
  xml_url: z.string(),
  created_at: z.string(),
});

/** `GET /social_catalogue/stores`: one per store, whether it has a feed yet or not. */
export const catalogueStoreView = z.object({
  store_id: z.number().int(),
  store_name: z.string(),
  store_enabled: z.boolean(),
  /** Whether a menu is assigned to the store (without one the feed is empty). */
  has_menu: z.boolean(),
  /** Null until someone creates the store's link. */
  feed: catalogueFeedLinks.nullable(),
  /** Products in the feed, `out of stock` ones included. */
  product_count: z.number().int(),
  /** Of those, the ones the feed says are out of stock now. */
  out_of_stock_count: z.number().int(),
  left_out: z.array(leftOutProduct),
});
export type CatalogueStoreView = z.infer<typeof catalogueStoreView>;

export const catalogueStoreList = z.object({ data: z.array(catalogueStoreView) });
export type CatalogueStoreList = z.infer<typeof catalogueStoreList>;

export const catalogueStoreParam = z.object({ storeId: recordIdText });

/** `/api/public/v1/catalogue_feeds/{token}.csv`: 32 base64url characters (24 random bytes). */
export const catalogueFeedToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{32}$/)
  .meta({ examples: ['Q2F0YWxvZ29EZU1hdHJpekRlUHJ1ZWJh'] });
export const catalogueFeedParams = z.object({ token: catalogueFeedToken });
