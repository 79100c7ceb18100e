import { z } from 'zod';
import type { FieldError } from '../errors/error-codes.js';
import { fieldMessages } from '../errors/field-messages.js';
import { recordId } from './ids.js';

/**
 * Nested attributes (API.md "JSON"): an item with `id` updates that item, one without `id` is
 * created, one with `"_destroy": true` is deleted, items not sent are kept.
 */
export const nestedId = recordId;

/** The body form of a nested item: every field optional (an update may send only some), plus `_destroy`. */
export function nestedPatchItem<S extends z.ZodRawShape>(fields: S, readOnly: z.ZodRawShape = {}) {
  return z
    .strictObject({ ...fields, ...readOnly, id: nestedId.optional(), _destroy: z.boolean().optional() })
    .partial();
}

export interface MergedNested<T> {
  items: (T & { id?: number })[];
  /** For each merged item, its index in the request, when the request sent it. */
  origins: (number | undefined)[];
  errors: FieldError[];
}

type Item = { id?: number | undefined } & Record<string, unknown>;

/** Applies a request's list of nested items to the items a store has now. */
export function mergeNested<T extends Item>(
  field: string,
  existing: readonly T[],
  sent:
    | readonly (Record<string, unknown> & { id?: number | undefined; _destroy?: boolean | undefined })[]
    | undefined,
): MergedNested<T> {
  if (sent === undefined) return { items: [...existing], origins: existing.map(() => undefined), errors: [] };
  const errors: FieldError[] = [];
  const byId = new Map<number, { item: T & Item; origin: number | undefined; destroyed: boolean }>();
  for (const item of existing)
    if (item.id !== undefined) byId.set(item.id, { item, origin: undefined, destroyed: false });
  const created: { item: T; origin: number }[] = [];
  const seen = new Set<number>();
  sent.forEach((raw, index) => {
    const { _destroy, ...values } = raw;
    if (raw.id === undefined) {
      if (!_destroy) created.push({ item: values as T, origin: index });
      return;
    }
    const entry = byId.get(raw.id);
    if (!entry) {
      errors.push({ field: `${field}.${index}.id`, message: fieldMessages.invalid(`${field}.${index}.id`) });
      return;
    }
    if (seen.has(raw.id)) {
      errors.push({ field: `${field}.${index}.id`, message: fieldMessages.repeatedItem });
      return;
    }
    seen.add(raw.id);
    entry.origin = index;
    if (_destroy) entry.destroyed = true;
    else entry.item = { ...entry.item, ...values, id: raw.id };
  });
  const kept = [...byId.values()].filter((e) => !e.destroyed);
  return {
    items: [...kept.map((e) => e.item), ...created.map((c) => c.item)],
    origins: [...kept.map((e) => e.origin), ...created.map((c) => c.origin)],
    errors,
  };
}

/** Which existing items a merge deleted: those of `before` whose id is no longer in `after`. */
export function destroyedIds(
  before: readonly { id?: number | undefined }[],
  after: readonly { id?: number | undefined }[],
) {
  const still = new Set(after.map((i) => i.id));
  return before.flatMap((i) => (i.id !== undefined && !still.has(i.id) ? [i.id] : []));
}
