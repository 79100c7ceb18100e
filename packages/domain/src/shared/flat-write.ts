import type { z } from 'zod';
import type { FieldError } from '../errors/error-codes.js';
import { fieldMessages } from '../errors/field-messages.js';

/**
 * A flat record as it will be saved: the current one (or `defaults` for a new one) with what the
 * body changes, checked as a whole; the keys in `readOnly` (what a GET shows beside the fields)
 * are ignored, so a GET sent back changes nothing. Every missing or invalid field at once.
 */
export function resolveFlatWrite<S extends z.ZodType<Record<string, unknown>>>(
  state: S,
  options: { readOnly: readonly string[]; defaults?: Partial<z.infer<S>> },
  current: z.infer<S> | undefined,
  body: unknown,
): { state: z.infer<S> } | { errors: FieldError[] } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { errors: [{ field: 'body', message: fieldMessages.invalid('body') }] };
  const fields = Object.fromEntries(Object.entries(body).filter(([key]) => !options.readOnly.includes(key)));
  const merged = { ...options.defaults, ...current, ...fields };
  const parsed = state.safeParse(merged);
  if (parsed.success) return { state: parsed.data };
  const errors = new Map<string, FieldError>();
  for (const issue of parsed.error.issues) {
    const field =
      issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : String(issue.path[0] ?? 'body');
    const missing = (merged as Record<string, unknown>)[field] === undefined;
    if (!errors.has(field))
      errors.set(field, { field, message: missing ? fieldMessages.required(field) : issue.message });
  }
  return { errors: [...errors.values()] };
}
