import type { FieldError } from '@tablero/domain';
import type { z } from 'zod';
import { camelizeKeys, isApiError, snakeizeKeys } from '../../http/index.js';

/** Messages under the fields, keyed by the form's camelCase names (`currentPassword`). */
export type FieldErrors = Record<string, string>;

const camelKey = (segment: string) =>
  Object.keys(camelizeKeys<Record<string, unknown>>({ [segment]: null }))[0] ?? segment;

/** The wire's `current_password` (or `store_ids.0`) as the form's field key. */
export function formKey(wireField: string): string {
  const [first = ''] = wireField.split('.');
  return camelKey(first);
}

/**
 * The whole wire path in form spelling, for forms with nested lists whose inputs each show their
 * own message: `business_hours.2.opening_time` → `businessHours.2.openingTime`.
 */
export function formPath(wireField: string): string {
  return wireField.split('.').map(camelKey).join('.');
}

/** Whether an error key belongs to a field or to anything inside it (`businessHours.2.day`). */
export function isUnder(errorKey: string, field: string): boolean {
  return errorKey === field || errorKey.startsWith(`${field}.`);
}

/**
 * Validates what the form would send with the shared (snake_case) domain schema, so that the form
 * and the API read the same rules and the same Spanish messages.
 */
export function validate(schema: z.ZodType, input: unknown): FieldErrors {
  const result = schema.safeParse(snakeizeKeys(input));
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? formKey(issue.path.map(String).join('.')) : 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A 422's `errors[{ field, message }]`, placed under the fields they name. */
export function serverFieldErrors(
  error: unknown,
  keyOf: (wireField: string) => string = formKey,
): FieldErrors {
  if (!isApiError(error)) return {};
  const errors: FieldErrors = {};
  for (const { field, message } of error.fieldErrors) errors[keyOf(field)] ??= message;
  return errors;
}

/**
 * The domain's generic messages name the wire field ("El campo exceptional_wait_times.0.day es
 * requerido"); under its own labelled input the message reads better as "Este campo es requerido".
 */
export function underItsInput(field: string, message: string): string {
  const prefix = `El campo ${field} `;
  return message.startsWith(prefix) ? `Este campo ${message.slice(prefix.length)}` : message;
}

/** A domain check's refusals under the inputs they name, by nested form path, first message each. */
export function formErrorsOf(errors: readonly FieldError[]): FieldErrors {
  const found: FieldErrors = {};
  for (const { field, message } of errors) found[formPath(field)] ??= underItsInput(field, message);
  return found;
}
