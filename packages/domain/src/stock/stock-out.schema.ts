import { z } from 'zod';
import { recordId } from '../shared/ids.js';

/** What the kitchen can mark out of stock in a store: a product, or an option of a modifier. */
export const stockItemTypes = ['product', 'option'] as const;
export type StockItemType = (typeof stockItemTypes)[number];

/**
 * When a stock-out ends by itself: at the store's next day's opening, two hours from now, or
 * never (someone turns it back).
 */
export const stockOutModes = ['next_opening', 'two_hours', 'manual'] as const;
export type StockOutMode = (typeof stockOutModes)[number];

/** `POST /kds/store/{storeId}/stock_outs`: marking an item again replaces when it comes back. */
export const stockOutBody = z
  .strictObject({
    item_type: z.enum(stockItemTypes),
    item_id: recordId,
    mode: z.enum(stockOutModes),
  })
  .meta({ examples: [{ item_type: 'product', item_id: 1, mode: 'next_opening' }] });
export type StockOutBody = z.infer<typeof stockOutBody>;

const person = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const stockOutView = z.object({
  store_id: z.number().int(),
  item_type: z.enum(stockItemTypes),
  item_id: z.number().int(),
  name: z.string(),
  mode: z.enum(stockOutModes),
  /** When it comes back by itself (ISO with the tenant's offset); null until someone turns it back. */
  until: z.string().nullable(),
  created_at: z.string(),
  created_by: person,
});
export type StockOutView = z.infer<typeof stockOutView>;

export const stockOutList = z.object({ data: z.array(stockOutView) });

/** What the kitchen may mark: the store menu's shown products and their modifiers' options. */
export const stockItemsQuery = z.object({
  /** Part of the name. */
  query: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type StockItemsQuery = z.infer<typeof stockItemsQuery>;

export const stockItemView = z.object({
  item_type: z.enum(stockItemTypes),
  item_id: z.number().int(),
  name: z.string(),
  /** The product's first price group, or the option's modifier. */
  group_name: z.string().nullable(),
  /** Out of stock now, and until when (null: until someone turns it back). */
  out: z.object({ until: z.string().nullable() }).nullable(),
});
export type StockItemView = z.infer<typeof stockItemView>;

export const stockItemList = z.object({ data: z.array(stockItemView) });

/** The product list's "out of stock in": one entry per store where it is out now. */
export const productStockOut = z.object({
  store_id: z.number().int(),
  store_name: z.string(),
  until: z.string().nullable(),
});
export type ProductStockOut = z.infer<typeof productStockOut>;

export const stockMessages = {
  itemNotInMenu: 'Ese producto u opción no está en el menú de la tienda.',
  storeWithoutMenu: 'La tienda no tiene un menú asignado.',
  marked: 'Marcado como agotado',
  backOnSale: 'Disponible de nuevo',
  notOut: 'No estaba agotado.',
} as const;

export const stockModeLabels: Record<StockOutMode, string> = {
  next_opening: 'Hasta la apertura de mañana',
  two_hours: 'Por 2 horas',
  manual: 'Hasta que lo reactive',
};
