import type { FieldError } from '../errors/error-codes.js';
import { fieldErrorsOf } from '../errors/zod-messages.js';
import { mergeNested } from '../shared/nested.js';
import { defaultProductState, type ProductState, productState, productWrite } from './product.schema.js';
import { productRuleErrors } from './product-rules.js';

export type ProductWriteResult = { ok: true; product: ProductState } | { ok: false; errors: FieldError[] };

const readOnlyFields = new Set(['id', 'pictures', 'created_at', 'updated_at', 'modifiers']);

/** `modifiers.3.x` of the merged product back to the index the request sent it at. */
function toRequestPath(error: FieldError, origins: (number | undefined)[]): FieldError {
  const [head, index, ...rest] = error.field.split('.');
  if (head !== 'modifiers' || index === undefined || !/^\d+$/.test(index)) return error;
  const origin = origins[Number(index)];
  const field = origin === undefined ? 'modifiers' : ['modifiers', origin, ...rest].join('.');
  return { field, message: error.message.replaceAll(error.field, field) };
}

/**
 * Applies a POST or PATCH body to a product (`current`, or a new product's defaults) and checks the
 * result with every rule, the same ones the form runs. Answers the whole product as it will be.
 */
export function resolveProductWrite(body: unknown, current: ProductState | null): ProductWriteResult {
  const parsed = productWrite.safeParse(body);
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error) };
  const base: Record<string, unknown> = { ...(current ?? defaultProductState()) };
  for (const [key, value] of Object.entries(parsed.data))
    if (value !== undefined && !readOnlyFields.has(key)) base[key] = value;
  const merged = mergeNested(
    'modifiers',
    (current?.modifiers ?? []) as ProductState['modifiers'],
    parsed.data.modifiers,
  );
  if (merged.errors.length > 0) return { ok: false, errors: merged.errors };
  base.modifiers = merged.items;
  const checked = productState.safeParse(base);
  if (!checked.success)
    return { ok: false, errors: fieldErrorsOf(checked.error).map((e) => toRequestPath(e, merged.origins)) };
  const ruleErrors = productRuleErrors(checked.data);
  if (ruleErrors.length > 0)
    return { ok: false, errors: ruleErrors.map((e) => toRequestPath(e, merged.origins)) };
  return { ok: true, product: checked.data };
}
