import type { FieldError } from '../errors/error-codes.js';
import { fieldErrorsOf } from '../errors/zod-messages.js';
import { mergeNested } from '../shared/nested.js';
import { type ModifierState, modifierState, modifierWrite } from './modifier.schema.js';
import { modifierMessages } from './modifier-messages.js';

/** A new modifier before its body is applied: everything but the name has a default. */
export const defaultModifierState = (): Omit<ModifierState, 'name'> => ({
  type: 'parent',
  description: null,
  price: 0,
  free: false,
  position: 0,
  dropdown_text: null,
  food_type: null,
  min_quantity_modifiers: 0,
  max_quantity_modifiers: 1,
  aloha_id: null,
  fbd_id: null,
  parent_id: null,
  picture_ids: [],
  children: [],
});

/** The cross-field rules (spec §5 "Modifier: min and max quantity numeric", and what a choice needs to make sense). */
export function modifierRuleErrors(modifier: ModifierState, selfId?: number): FieldError[] {
  const errors: FieldError[] = [];
  if (modifier.max_quantity_modifiers < modifier.min_quantity_modifiers)
    errors.push({ field: 'max_quantity_modifiers', message: modifierMessages.maxBelowMin });
  if (modifier.free && modifier.price > 0)
    errors.push({ field: 'price', message: modifierMessages.freeWithPrice });
  if (selfId !== undefined && modifier.parent_id === selfId)
    errors.push({ field: 'parent_id', message: modifierMessages.parentIsItself });
  if (modifier.type === 'child' && modifier.children.length > 0)
    errors.push({ field: 'children', message: modifierMessages.optionWithChildren });
  const seen = new Set<number>();
  modifier.children.forEach((child, index) => {
    const field = `children.${index}.child_modifier_id`;
    if (child.child_modifier_id === selfId) errors.push({ field, message: modifierMessages.childIsItself });
    else if (seen.has(child.child_modifier_id))
      errors.push({ field, message: modifierMessages.repeatedChild });
    seen.add(child.child_modifier_id);
  });
  return errors;
}

export type ModifierWriteResult =
  | { ok: true; modifier: ModifierState; childOrigins: (number | undefined)[] }
  | { ok: false; errors: FieldError[] };

/** Children the request adds without a position go after the last one, in the order sent. */
function placeNewChildren(children: Record<string, unknown>[]) {
  let next = Math.max(-1, ...children.map((c) => (typeof c.position === 'number' ? c.position : -1))) + 1;
  return children.map((c) => ({
    price: 0,
    ...c,
    position: typeof c.position === 'number' ? c.position : next++,
  }));
}

/** Rule errors name merged children by index: give them back the index the request sent them at. */
function toRequestPaths(errors: FieldError[], origins: (number | undefined)[]): FieldError[] {
  return errors.map((e) => {
    const [head, index, ...rest] = e.field.split('.');
    if (head !== 'children' || index === undefined || !/^\d+$/.test(index)) return e;
    const origin = origins[Number(index)];
    const field = origin === undefined ? 'children' : ['children', origin, ...rest].join('.');
    return { field, message: e.message.replaceAll(e.field, field) };
  });
}

/**
 * Applies a POST or PATCH body to a modifier (`current`, or a new one's defaults) and checks the
 * result: the whole modifier as it will be, or every failing field as the request named it.
 */
export function resolveModifierWrite(
  body: unknown,
  current: ModifierState | null,
  selfId?: number,
): ModifierWriteResult {
  const parsed = modifierWrite.safeParse(body);
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error) };
  const { id: _id, created_at: _c, updated_at: _u, children, ...fields } = parsed.data;
  const base: Record<string, unknown> = current ?? defaultModifierState();
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) merged[key] = value;
  const existing = (base.children ?? []) as ModifierState['children'];
  // A child's read-only `name`, sent back from a GET, rides along and the state schema drops it.
  const nested = mergeNested('children', existing, children);
  if (nested.errors.length > 0) return { ok: false, errors: nested.errors };
  merged.children = placeNewChildren(nested.items);
  const checked = modifierState.safeParse(merged);
  if (!checked.success)
    return { ok: false, errors: toRequestPaths(fieldErrorsOf(checked.error), nested.origins) };
  const ruleErrors = modifierRuleErrors(checked.data, selfId);
  if (ruleErrors.length > 0) return { ok: false, errors: toRequestPaths(ruleErrors, nested.origins) };
  return { ok: true, modifier: checked.data, childOrigins: nested.origins };
}
