import type { OrderListRow, OrderView } from '@tablero/domain';
import type { orderItemOptions, orderItems, orderStatusChanges } from '../../db/schema/index.js';
import type { OrderRecord } from './orders.repo.js';

type Enum<K extends keyof OrderView> = OrderView[K];

/** The order's own fields, as a list row shows them too. */
function summaryOf(order: OrderRecord, storeName: string): Omit<OrderListRow, 'items_count'> {
  return {
    id: order.id,
    code: order.code,
    store_id: order.storeId,
    store_name: storeName,
    status: order.status as Enum<'status'>,
    platform: order.platform as Enum<'platform'>,
    origin: order.origin as Enum<'origin'>,
    dispatch_method: order.dispatchMethod as Enum<'dispatch_method'>,
    customer: { name: order.customerName, email: order.customerEmail, phone: order.customerPhone },
    amounts: {
      subtotal: order.subtotal,
      discount: order.discount,
      delivery_fee: order.deliveryFee,
      tip: order.tip,
      total: order.total,
    },
    payment: {
      method: order.paymentMethod as Enum<'payment'>['method'],
      status: order.paymentStatus as Enum<'payment'>['status'],
    },
    scheduled_at: order.scheduledAt?.toISOString() ?? null,
    created_at: order.createdAt.toISOString(),
  };
}

export function viewOf(
  order: OrderRecord,
  storeName: string,
  lines: { items: (typeof orderItems.$inferSelect)[]; options: (typeof orderItemOptions.$inferSelect)[] },
  history: (typeof orderStatusChanges.$inferSelect)[],
): OrderView {
  const { created_at, ...summary } = summaryOf(order, storeName);
  return {
    ...summary,
    address:
      order.addressText === null
        ? null
        : {
            text_address: order.addressText,
            latitude: order.latitude ?? 0,
            longitude: order.longitude ?? 0,
            details: order.addressDetails,
          },
    items: lines.items.map((item) => ({
      product_id: item.productId,
      name: item.name,
      quantity: item.quantity,
      unit_price: item.unitPrice,
      options_price: item.optionsPrice,
      line_total: item.lineTotal,
      note: item.note,
      options: lines.options
        .filter((o) => o.orderItemId === item.id)
        .map((o) => ({
          modifier_id: o.modifierId,
          modifier_name: o.modifierName,
          option_id: o.optionId,
          name: o.name,
          quantity: o.quantity,
          unit_price: o.unitPrice,
        })),
    })),
    coupon_code: order.couponCode,
    points: order.points,
    billing: {
      type: order.billingType as Enum<'billing'>['type'],
      document_type: order.billingDocumentType,
      business_name: order.billingBusinessName,
      email: order.billingEmail,
      phone: order.billingPhone,
      tax_free: order.billingTaxFree,
    },
    note: order.note,
    history: history.map((h) => ({
      from: h.fromStatus as Enum<'status'> | null,
      to: h.toStatus as Enum<'status'>,
      at: h.at.toISOString(),
      by: h.mover as OrderView['history'][number]['by'],
      admin_user_name: h.adminUserName,
      reason: h.reason,
    })),
    created_at,
    updated_at: order.updatedAt.toISOString(),
  };
}
