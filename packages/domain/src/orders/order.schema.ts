import { z } from 'zod';
import {
  mercadoPagoCardInput,
  oneclickPaymentInput,
  onlinePaymentStart,
} from '../payments/payment.schema.js';
import { queryIdList, recordId, recordIdText } from '../shared/ids.js';
import { pageQuery } from '../shared/lists.js';
import { paymentMethodKeys } from '../stores/payment-methods.js';
import { calendarDate } from '../stores/schedules.schema.js';
import {
  billingTypes,
  orderLimits,
  orderOrigins,
  orderPlatforms,
  paymentStatuses,
} from './order-constants.js';
import { MAX_CANCEL_REASON_LENGTH, orderStatuses } from './order-status.js';

const text = (max: number) => z.string().trim().min(1).max(max);
const quantity = z.number().int().min(1).max(orderLimits.maxQuantity);
const money = z.number().int().min(0).max(orderLimits.maxMoney);
const singleDispatch = z.enum(['delivery', 'pick_up']);

export const orderCustomer = z.object({
  name: text(100),
  email: z.string().trim().min(1).max(254).check(z.email()),
  phone: z
    .string()
    .regex(/^\+\d{8,15}$/, 'El campo phone debe tener el código de país, por ejemplo +56912345678'),
});

export const orderAddress = z.object({
  text_address: text(300),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** Apartment, floor, how to find the door. */
  details: z.string().trim().max(200).nullish(),
});

export const orderBilling = z.object({
  type: z.enum(billingTypes),
  document_type: z.string().trim().max(50).nullish(),
  business_name: z.string().trim().max(200).nullish(),
  email: z.string().trim().max(254).check(z.email()).nullish(),
  phone: z.string().trim().max(20).nullish(),
  tax_free: z.boolean().default(false),
});

/** An option chosen for one unit of a product: which option of which of the product's modifiers. */
export const orderItemOption = z.object({
  modifier_id: recordId,
  option_id: recordId,
  quantity: quantity.default(1),
});

export const orderItemInput = z.object({
  product_id: recordId,
  quantity,
  options: z.array(orderItemOption).max(orderLimits.maxOptionsPerItem).default([]),
  note: z.string().trim().max(200).nullish(),
});

/**
 * The storefront's order (`POST /api/web/v1/orders`). Objects are not strict: a storefront that
 * sends its own prices or totals is not refused, and none of them is read — every amount is the
 * server's. `scheduled_at` (an instant with its offset) asks for a future order.
 */
export const webOrderBody = z
  .object({
    store_id: recordId,
    platform: z.enum(orderPlatforms),
    dispatch_method: singleDispatch,
    origin: z.enum(orderOrigins).default('mercat'),
    customer: orderCustomer,
    address: orderAddress.nullish(),
    items: z.array(orderItemInput).min(1).max(orderLimits.maxItems),
    coupon_code: z.string().trim().max(50).nullish(),
    tip: money.default(0),
    payment_method: z.enum(paymentMethodKeys),
    /** Required to pay with `oneclick`: the customer's enrolled card. */
    oneclick: oneclickPaymentInput.nullish(),
    /** Required to pay with `mercado_pago_card` (or `mercado_pago_card_payment`): the card's token. */
    mercado_pago: mercadoPagoCardInput.nullish(),
    billing: orderBilling.default({ type: 'ticket', tax_free: false }),
    scheduled_at: z.iso.datetime({ offset: true }).nullish(),
    note: z.string().trim().max(orderLimits.maxNote).nullish(),
  })
  .meta({
    examples: [
      {
        store_id: 1,
        platform: 'web',
        dispatch_method: 'pick_up',
        customer: { name: 'Camila Rojas', email: 'camila.rojas@example.cl', phone: '+56912345678' },
        items: [{ product_id: 1, quantity: 2, options: [] }],
        tip: 0,
        payment_method: 'cash',
      },
    ],
  });
export type WebOrderBody = z.infer<typeof webOrderBody>;
/** What the order call charges a card with (Oneclick, Mercado Pago); never stored with the order. */
export type WebOrderCard = Pick<WebOrderBody, 'oneclick' | 'mercado_pago'>;

const amounts = z.object({
  subtotal: z.number(),
  discount: z.number(),
  delivery_fee: z.number(),
  tip: z.number(),
  total: z.number(),
});

export const orderItemView = z.object({
  product_id: z.number(),
  name: z.string(),
  quantity: z.number(),
  unit_price: z.number(),
  /** What the options add to one unit. */
  options_price: z.number(),
  line_total: z.number(),
  note: z.string().nullable(),
  options: z.array(
    z.object({
      modifier_id: z.number(),
      modifier_name: z.string(),
      option_id: z.number(),
      name: z.string(),
      quantity: z.number(),
      unit_price: z.number(),
    }),
  ),
});

export const orderStatusChange = z.object({
  from: z.enum(orderStatuses).nullable(),
  to: z.enum(orderStatuses),
  at: z.string(),
  by: z.enum(['customer', 'staff', 'payment', 'server']),
  admin_user_name: z.string().nullable(),
  reason: z.string().nullable(),
});

export const orderView = z.object({
  id: z.number(),
  code: z.string(),
  store_id: z.number(),
  store_name: z.string(),
  status: z.enum(orderStatuses),
  platform: z.enum(orderPlatforms),
  origin: z.enum(orderOrigins),
  dispatch_method: singleDispatch,
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  address: z
    .object({
      text_address: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      details: z.string().nullable(),
    })
    .nullable(),
  items: z.array(orderItemView),
  amounts,
  coupon_code: z.string().nullable(),
  points: z.number(),
  payment: z.object({ method: z.enum(paymentMethodKeys), status: z.enum(paymentStatuses) }),
  billing: z.object({
    type: z.enum(billingTypes),
    document_type: z.string().nullable(),
    business_name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    tax_free: z.boolean(),
  }),
  scheduled_at: z.string().nullable(),
  note: z.string().nullable(),
  /** Who took it out (`id` null once the driver was deleted). */
  driver: z.object({ id: z.number().nullable(), name: z.string() }).nullable(),
  history: z.array(orderStatusChange),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrderView = z.infer<typeof orderView>;

/**
 * An order as staff open it (`GET /orders/{id}`, a status move's answer): with its customer's
 * loyalty points while the tenant's program runs (null otherwise). `earned`: what this order added
 * to the balance, null until it completes (and again if it leaves completed).
 */
export const orderDetail = orderView.extend({
  loyalty: z.object({ earned: z.number().int().nullable(), balance: z.number().int() }).nullable(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const orderListRow = orderView
  .pick({
    id: true,
    code: true,
    store_id: true,
    store_name: true,
    status: true,
    platform: true,
    origin: true,
    dispatch_method: true,
    customer: true,
    amounts: true,
    payment: true,
    scheduled_at: true,
    created_at: true,
  })
  .extend({ items_count: z.number() });
export type OrderListRow = z.infer<typeof orderListRow>;

const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[]);

/** A day of a report or list range: years a date can name and a day after can follow (9999-12-31 cannot). */
export const rangeDate = calendarDate.refine(
  (date) => date >= '2000-01-01' && date <= '2999-12-31',
  'La fecha debe estar entre 2000-01-01 y 2999-12-31',
);

/** API.md: `from`/`to` are local dates in the tenant's time zone, both inclusive. */
export const orderListQuery = pageQuery().extend({
  from: rangeDate.optional(),
  to: rangeDate.optional(),
  store_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  status: oneOrMany(z.enum(orderStatuses)).optional(),
  platform: z.enum(orderPlatforms).optional(),
  dispatch_method: singleDispatch.optional(),
  payment_method: z.enum(paymentMethodKeys).optional(),
  origin: z.enum(orderOrigins).optional(),
  code: z.string().trim().max(20).optional(),
  /** Customer name, email or phone. */
  customer: z.string().trim().max(100).optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

/** `PATCH /kds/store/{storeId}/orders/{id}` (spec part 2 §7: "with order.status"); a cancellation says why. */
export const orderStatusBody = z
  .strictObject({
    order: z.strictObject({
      status: z.enum(orderStatuses),
      reason: z.string().max(MAX_CANCEL_REASON_LENGTH).nullish(),
    }),
  })
  .meta({ examples: [{ order: { status: 'preparing' } }] });
export type OrderStatusBody = z.infer<typeof orderStatusBody>;

export const kdsOrderParams = z.object({ storeId: recordIdText, id: recordIdText });

/** `GET /orders/export_csv?{filters}`: the list's filters, no page. */
export const orderExportQuery = orderListQuery.omit({ page: true, limit: true });
export type OrderExportQuery = z.infer<typeof orderExportQuery>;

/** What an export job keeps to run: the filters as asked, and the stores of a user limited to some. */
export const orderExportParams = z.object({
  query: orderExportQuery,
  store_ids: z.array(z.number().int()).nullable(),
});
export type OrderExportParams = z.infer<typeof orderExportParams>;

/** The storefront's answer to an order: the order, and where to pay it when it is paid online (Webpay). */
export const webOrderAnswer = orderView.extend({ online_payment: onlinePaymentStart.nullable() });
export type WebOrderAnswer = z.infer<typeof webOrderAnswer>;

/**
 * `GET /orders/best_sellers`: what sold most between two local days (both included; either may be
 * left open), in some stores or all the user's; `limit` products (the spec's reports show 5).
 */
export const bestSellersQuery = z.object({
  from: rangeDate.optional(),
  to: rangeDate.optional(),
  /** Repeatable or comma-separated, as every report's stores. */
  store_id: queryIdList('store_id').optional(),
  limit: z.coerce.number().int().min(1).max(50).default(5),
});
export type BestSellersQuery = z.infer<typeof bestSellersQuery>;

export const bestSeller = z.object({
  product_id: recordId,
  /** The product's name in the catalogue now (as it was sold, once the product is deleted). */
  name: z.string(),
  /** Units sold. */
  quantity: z.number().int(),
  /** What its lines brought in, options included, before the order's discount (cents). */
  revenue: z.number().int(),
  /** Orders that carried it. */
  orders: z.number().int(),
});
export type BestSeller = z.infer<typeof bestSeller>;

export const bestSellersAnswer = z.object({
  data: z.array(bestSeller),
  /** Every product sold in the range and stores, for shares: units and revenue. */
  totals: z.object({ quantity: z.number().int(), revenue: z.number().int() }),
});
export type BestSellersAnswer = z.infer<typeof bestSellersAnswer>;
