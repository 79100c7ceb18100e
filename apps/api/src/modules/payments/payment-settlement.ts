import { DEBIT_REFUND_WINDOW_MS, ErrorCode, paymentMessages, refundFailures } from '@tablero/domain';
import type { Tx } from '../../db/client.js';
import { AppError, invalidField } from '../../lib/app-error.js';
import * as orders from '../orders/orders.repo.js';
import type { PaymentTransaction } from './payments.repo.js';
import { ProviderError } from './provider-request.js';

/** Our money is in cents (100 per peso, spec); Transbank takes whole pesos. */
export const pesos = (cents: number) => Math.round(cents / 100);

export const providerDown = () => new AppError(ErrorCode.unknown, paymentMessages.providerUnavailable);

/** A provider's refusal as the console shows it; out of reach (or our own failure), the 500 to try again. */
export function providerFailure(error: unknown): AppError {
  if (!(error instanceof ProviderError) || error.status === 0) return providerDown();
  return invalidField('payment', paymentMessages.providerFailed(error.message));
}

/** Transbank's cards reversed only within an hour: debit (VD) and prepaid (VP). */
export const isTransbankDebit = (payment: PaymentTransaction) =>
  ['VD', 'VP'].includes(payment.paymentTypeCode ?? '');

/** A debit or prepaid card paid more than an hour ago, by our record of when it was authorized. */
export function pastDebitWindow(payment: PaymentTransaction, now: Date): boolean {
  const paidAt = payment.authorizedAt?.getTime() ?? payment.createdAt.getTime();
  return now.getTime() - paidAt > DEBIT_REFUND_WINDOW_MS;
}

/** The spec's refusal of a debit card refund after the hour (its toast names the provider). */
export function debitWindowClosed(reason: keyof typeof refundFailures): AppError {
  const message = refundFailures[reason];
  return new AppError(ErrorCode.validation, message, [{ field: 'payment', message }], reason);
}

/**
 * Moves an order waiting for its payment to created (paid; a future order to creation_scheduled,
 * released to the kitchen when its time comes) or online_payment_failed.
 */
export async function settleOrder(tx: Tx, tenantId: number, orderId: number, paid: boolean, at: Date) {
  const found = await orders.findOrder(tx, tenantId, orderId, undefined, true);
  if (found?.order.status !== 'pending_online_payment') return;
  const whenPaid = found.order.scheduledAt ? 'creation_scheduled' : 'created';
  const status = paid ? whenPaid : 'online_payment_failed';
  await orders.setOrderStatus(tx, tenantId, orderId, {
    status,
    paymentStatus: paid ? 'completed' : 'failed',
    at,
  });
  await orders.insertStatusChange(tx, tenantId, {
    orderId,
    fromStatus: 'pending_online_payment',
    toStatus: status,
    mover: 'payment',
    at,
  });
}
