import { type FieldError, fieldMessages, type ModifierState, modifierMessages } from '@tablero/domain';
import type { Tx } from '../../db/client.js';
import { notFound, validationFailed } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { unknownPictures } from '../pictures/picture-references.js';
import { type LoadedModifier, stateOf } from './modifier-mapping.js';
import { childrenOf, existingModifierIds, findModifier, isUsedAsChild } from './modifiers.repo.js';

/** A modifier of the tenant with its children; another tenant's does not exist. */
export async function loadModifier(tx: Tx, tenantId: number, id: number, forUpdate = false) {
  const row = await findModifier(tx, tenantId, id, forUpdate);
  if (!row) throw notFound();
  const children = (await childrenOf(tx, tenantId, [id])).get(id) ?? [];
  return { row, children } satisfies LoadedModifier;
}

/** The parent and the options a write names must be the tenant's (options of type `child`). */
export async function checkReferences(
  tx: Tx,
  tenantId: number,
  before: LoadedModifier | null,
  after: ModifierState,
  childOrigins: (number | undefined)[],
) {
  const errors: FieldError[] = [];
  const parent = after.parent_id;
  if (parent !== null && parent !== before?.row.parentId) {
    if ((await existingModifierIds(tx, tenantId, [parent])).length === 0)
      errors.push({ field: 'parent_id', message: fieldMessages.invalid('parent_id') });
  }
  const known = new Set(before ? stateOf(before).children.map((c) => c.child_modifier_id) : []);
  const named = after.children.map((c) => c.child_modifier_id).filter((id) => !known.has(id));
  const options = new Set(await existingModifierIds(tx, tenantId, named, 'child', true));
  after.children.forEach((c, index) => {
    if (!known.has(c.child_modifier_id) && !options.has(c.child_modifier_id))
      errors.push({
        field: `children.${childOrigins[index] ?? index}.child_modifier_id`,
        message: modifierMessages.childNotOption,
      });
  });
  errors.push(...(await unknownPictures(tx, tenantId, after.picture_ids)));
  if (errors.length > 0) throw validationFailed(errors);
}

/** An option some parent lists must stay an option (the parent would list a parent otherwise). */
export async function checkTypeChange(
  tx: Tx,
  tenantId: number,
  before: LoadedModifier,
  after: ModifierState,
) {
  if (
    before.row.type === 'child' &&
    after.type !== 'child' &&
    (await isUsedAsChild(tx, tenantId, before.row.id))
  )
    throw validationFailed([{ field: 'type', message: modifierMessages.optionInUse }]);
}

/** The unique key on (parent, option) caught what the rules could not see yet: a parallel save. */
export async function savingChildren<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error))
      throw validationFailed([{ field: 'children', message: modifierMessages.repeatedChild }]);
    throw error;
  }
}
