import { underItsInput } from '../../../shared/ui/form-page/index.js';
import type { FailedStore, StoreOption } from '../api.js';

export interface BulkEditOutcome {
  /** Left as they were, with why; they stay chosen so the user can fix them and try again. */
  failed: FailedStore[];
  /** Changed: they leave the selection. */
  succeeded: StoreOption[];
}

/**
 * Splits what was sent into the stores the API could not change and the others, in the order
 * chosen. A failed store the API could not name (one the user may not see) keeps the name the
 * picker showed, when it had one.
 */
export function splitResults(
  sent: readonly number[],
  failedStores: readonly FailedStore[],
  known: readonly StoreOption[],
): BulkEditOutcome {
  const nameOf = (id: number) => known.find((store) => store.id === id)?.name ?? null;
  const failedById = new Map(failedStores.map((store) => [store.id, store]));
  const failed: FailedStore[] = [];
  const succeeded: StoreOption[] = [];
  for (const id of sent) {
    const failure = failedById.get(id);
    if (failure) failed.push({ ...failure, name: failure.name ?? nameOf(id) });
    else succeeded.push({ id, name: nameOf(id) ?? `#${id}` });
  }
  // A failure for an id not sent (never expected) is still shown rather than lost.
  for (const failure of failedStores) if (!sent.includes(failure.id)) failed.push(failure);
  return { failed, succeeded };
}

/**
 * The fields a failure can name with a label of their own, by the wire field's first part
 * (payment methods also by mode). Each is its label's i18n key, dots as underscores.
 */
export const failureFields = [
  'business_hours',
  'have_different_business_hours',
  'scheduled_closing_times',
  'exceptional_wait_times',
  'delivery_wait_time',
  'pick_up_wait_time',
  'future_orders_enabled',
  'order_method',
  'payment_methods',
  'payment_methods_delivery',
  'payment_methods_in_store',
  'payment_methods_order_taker_in_store',
  'payment_methods_order_taker_store_delivery',
  'delivery_methods',
  'uber_id',
  'id',
] as const;
export type FailureField = (typeof failureFields)[number];

/**
 * Which label a failure's field reads as (`payment_methods.delivery` → the delivery payment
 * methods, `business_hours.3.opening_time` → business hours), and its message as it reads next to
 * that label. Null label: a field with no label of its own, shown by its message alone.
 */
export function describeFailure(error: { field: string; message: string }): {
  label: FailureField | null;
  message: string;
} {
  const [head = '', second] = error.field.split('.');
  const known = failureFields as readonly string[];
  // The most precise label first: a payment mode's own before payment methods in general.
  const label = [`${head}_${second}`, head].find((candidate) => known.includes(candidate)) ?? null;
  return { label: label as FailureField | null, message: underItsInput(error.field, error.message) };
}
