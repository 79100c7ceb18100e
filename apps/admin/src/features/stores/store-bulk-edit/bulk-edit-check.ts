import {
  businessHour,
  type DispatchMode,
  dispatchModes,
  exceptionalWaitTime,
  fieldName,
  massiveUpdateInput,
  overlappingHours,
  scheduledClosing,
  storeMessages,
} from '@tablero/domain';
import type { z } from 'zod';
import { type FieldErrors, formPath, underItsInput } from '../../../shared/ui/form-page/index.js';

export interface BulkEditMessages {
  /** Nothing turned on: the submit would only send the store ids. */
  nothingToChange: string;
}

type Found = { field: string; message: string }[];

/** The cross-field rules of a list's items (closing after opening…): their refinements only. */
function itemRules(list: unknown, schema: z.ZodType, name: string): Found {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item, index) => {
    const result = schema.safeParse(item);
    if (result.success) return [];
    return result.error.issues
      .filter((issue) => issue.code === 'custom')
      .map((issue) => ({ field: fieldName([name, index, ...issue.path]), message: issue.message }));
  });
}

function overlaps(hours: unknown): Found {
  if (!Array.isArray(hours) || !hours.every((h) => businessHour.safeParse(h).success)) return [];
  return overlappingHours(hours).map((i) => ({
    field: `business_hours.${i}.opening_time`,
    message: storeMessages.overlappingHours,
  }));
}

/** A mode turned on with nothing ticked would leave every store without a way to pay in it. */
function emptyModes(body: Record<string, unknown>): Found {
  const methods = (body.payment_methods ?? {}) as Partial<Record<DispatchMode, unknown[]>>;
  return dispatchModes
    .filter((mode) => methods[mode]?.length === 0)
    .map((mode) => ({
      field: `payment_methods.${mode}`,
      message: storeMessages.paymentMethodRequired(mode),
    }));
}

/**
 * The bulk edit's check on submit: the body it would send against the shared schema
 * (`massiveUpdateInput`) and the rules every store would apply the same way (a period closing
 * before it opens fails in all of them), keyed by the form's nested paths, first message each.
 */
export function checkBulkEdit(body: Record<string, unknown>, messages: BulkEditMessages): FieldErrors {
  const found: Found = [];
  const parsed = massiveUpdateInput.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = fieldName(issue.path);
      found.push({ field, message: underItsInput(field, issue.message) });
    }
  found.push(
    ...itemRules(body.business_hours, businessHour, 'business_hours'),
    ...overlaps(body.business_hours),
    ...itemRules(body.exceptional_wait_times, exceptionalWaitTime, 'exceptional_wait_times'),
    ...itemRules(body.scheduled_closing_times, scheduledClosing, 'scheduled_closing_times'),
    ...emptyModes(body),
  );
  const errors: FieldErrors = {};
  for (const { field, message } of found) errors[formPath(field)] ??= message;
  if (Object.keys(body).every((key) => key === 'store_ids')) errors.form ??= messages.nothingToChange;
  return errors;
}
