import type { z } from 'zod';
import { camelizeKeys, isApiError, snakeizeKeys } from '../../http/index.js';

/** Messages under the fields, keyed by the form's camelCase names (`currentPassword`). */
export type FieldErrors = Record<string, string>;

/** The wire's `current_password` (or `store_ids.0`) as the form's field key. */
export function formKey(wireField: string): string {
  const [first = ''] = wireField.split('.');
  return Object.keys(camelizeKeys<Record<string, unknown>>({ [first]: null }))[0] ?? first;
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
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error)) return {};
  const errors: FieldErrors = {};
  for (const { field, message } of error.fieldErrors) errors[formKey(field)] ??= message;
  return errors;
}
