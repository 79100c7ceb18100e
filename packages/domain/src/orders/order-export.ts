import type { OrderListRow } from './order.schema.js';
import type { OrderStatus } from './order-status.js';

/** A status as a Spanish-speaking merchant reads it (the console's es-CL texts and the spreadsheet). */
export const orderStatusNames: Record<OrderStatus, string> = {
  creation_scheduled: 'Programada',
  pending_online_payment: 'Esperando pago',
  online_payment_failed: 'Pago rechazado',
  failed: 'Fallida',
  created: 'Recibida',
  preparing: 'En preparación',
  ready: 'Lista',
  in_transit: 'En camino',
  completed: 'Entregada',
  canceled: 'Cancelada',
};
export const dispatchNames = { delivery: 'Delivery', pick_up: 'Retiro' } as const;

/** The orders spreadsheet's columns (API.md: money as the tenant shows it, dates in its time zone). */
export const orderExportHeader = [
  'Código',
  'Fecha',
  'Programada para',
  'Tienda',
  'Estado',
  'Despacho',
  'Plataforma',
  'Origen',
  'Cliente',
  'Correo',
  'Teléfono',
  'Productos',
  'Subtotal',
  'Descuento',
  'Despacho (monto)',
  'Propina',
  'Total',
  'Medio de pago',
  'Estado del pago',
] as const;

/** How the tenant reads money and instants; the row's values go into the file as these write them. */
export interface ExportFormats {
  money(cents: number): string;
  dateTime(instant: string): string;
}

/** One order as a spreadsheet row, in `orderExportHeader`'s order. */
export function orderExportRow(order: OrderListRow, formats: ExportFormats): string[] {
  const { money, dateTime } = formats;
  return [
    order.code,
    dateTime(order.created_at),
    order.scheduled_at ? dateTime(order.scheduled_at) : '',
    order.store_name,
    orderStatusNames[order.status],
    dispatchNames[order.dispatch_method],
    order.platform,
    order.origin,
    order.customer.name,
    order.customer.email,
    order.customer.phone,
    String(order.items_count),
    money(order.amounts.subtotal),
    money(order.amounts.discount),
    money(order.amounts.delivery_fee),
    money(order.amounts.tip),
    money(order.amounts.total),
    order.payment.method,
    order.payment.status,
  ];
}
