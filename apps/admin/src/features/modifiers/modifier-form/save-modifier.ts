import { ApiError, isApiError } from '../../../shared/http/index.js';
import { type Modifier, modifierCalls } from '../api.js';
import {
  childrenBody,
  type ModifierFormValues,
  modifierFieldsBody,
  type OptionValue,
} from './modifier-form-values.js';

/** An option row's message under its own name box. */
function underRow(error: unknown, index: number): unknown {
  if (!isApiError(error) || error.fieldErrors.length === 0) return error;
  const errors = error.fieldErrors.map((e) => ({ field: `children.${index}.name`, message: e.message }));
  return new ApiError(error.status, error.code, errors[0]?.message ?? error.message, errors);
}

/**
 * Saves the form: new options are created and renamed ones renamed, all at once (spec part 2 §7:
 * "many modifiers are created or updated by several parallel calls"), then the modifier with its
 * children in one write. `created` remembers options made by an earlier, failed attempt, so that
 * saving again does not make them twice.
 */
export async function saveModifier(
  values: ModifierFormValues,
  saved: Modifier | null,
  created: Map<string, number>,
): Promise<Modifier> {
  const savedNames = new Map(saved?.children.map((c) => [c.childModifierId, c.name]));
  await Promise.all(
    values.children.map(async (row: OptionValue, index) => {
      const name = row.name.trim();
      const known = row.childModifierId ?? created.get(row.key);
      try {
        if (known === undefined) {
          const option = await modifierCalls.create({ type: 'child', name });
          created.set(row.key, option.id);
        } else if (row.childModifierId !== undefined && savedNames.get(known) !== name) {
          await modifierCalls.update(known, { name });
        }
      } catch (error) {
        throw underRow(error, index);
      }
    }),
  );
  const optionIdOf = (row: OptionValue) => row.childModifierId ?? (created.get(row.key) as number);
  const body = { ...modifierFieldsBody(values), children: childrenBody(values.children, optionIdOf, saved) };
  return saved ? modifierCalls.update(saved.id, body) : modifierCalls.create(body);
}
