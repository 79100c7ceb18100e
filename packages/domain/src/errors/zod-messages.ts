import { z } from 'zod';
import type { FieldError } from './error-codes.js';
import { fieldMessages } from './field-messages.js';

/** The wire name of the field an issue is about: `store_ids.0` for the first store id. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'body' : path.map(String).join('.');
}

/** Turns one zod issue into the spec's Spanish message for that field. */
export function messageForIssue(issue: z.core.$ZodRawIssue | z.core.$ZodIssue): string {
  const field = fieldName(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return fieldMessages.required(field);
      if (issue.expected === 'number' || issue.expected === 'int') return fieldMessages.number(field);
      return fieldMessages.invalid(field);
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? fieldMessages.required(field)
          : fieldMessages.min(field, Number(issue.minimum));
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return Number(issue.minimum) <= 1
          ? fieldMessages.required(field)
          : fieldMessages.minItems(field, Number(issue.minimum));
      }
      return issue.inclusive === false
        ? fieldMessages.greaterThan(field, Number(issue.minimum))
        : fieldMessages.invalid(field);
    case 'too_big':
      if (issue.origin === 'string') return fieldMessages.max(field, Number(issue.maximum));
      return fieldMessages.atMost(field, Number(issue.maximum));
    case 'invalid_format':
      return issue.format === 'email' ? fieldMessages.invalid(field) : fieldMessages.format(field);
    case 'unrecognized_keys':
      return fieldMessages.unknownField(issue.keys.join(', '));
    case 'custom':
      return issue.message ?? fieldMessages.invalid(field);
    default:
      return fieldMessages.invalid(field);
  }
}

/** Every failing field of a zod error, one entry per field (the first problem of each). */
export function fieldErrorsOf(error: z.ZodError): FieldError[] {
  const seen = new Map<string, FieldError>();
  for (const issue of error.issues) {
    const field = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : fieldName(issue.path);
    if (!seen.has(field)) seen.set(field, { field, message: issue.message || messageForIssue(issue) });
  }
  return [...seen.values()];
}

/** Makes every zod schema in this process speak the spec's Spanish messages. */
export function useSpanishValidationMessages(): void {
  z.config({ customError: (issue) => messageForIssue(issue) });
}
