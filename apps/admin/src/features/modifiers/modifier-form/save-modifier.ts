import { ApiError, isApiError } from '../../../shared/http/index.js';
import { type Modifier, modifierCalls } from '../api.js';
import {
  childrenBody,
  type ModifierFormValues,
  modifierFieldsBody,
  type OptionValue,
} from './modifier-form-values.js';

/** An option made by an earlier save that failed afterwards, by the row it was made for. */
export interface CreatedOption {
  id: number;
  name: string;
}

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
  created: Map<string, CreatedOption>,
): Promise<Modifier> {
  const savedNames = new Map(saved?.children.map((c) => [c.childModifierId, c.name]));
  await Promise.all(
    values.children.map(async (row: OptionValue, index) => {
      const name = row.name.trim();
      const earlier = created.get(row.key);
      const known = row.childModifierId ?? earlier?.id;
      const knownName =
        row.childModifierId === undefined ? earlier?.name : savedNames.get(row.childModifierId);
      try {
        if (known === undefined) {
          const option = await modifierCalls.create({ type: 'child', name });
          created.set(row.key, { id: option.id, name });
        } else if (knownName !== name) {
          await modifierCalls.update(known, { name });
          if (earlier) created.set(row.key, { id: known, name });
        }
      } catch (error) {
        throw underRow(error, index);
      }
    }),
  );
  const optionIdOf = (row: OptionValue) => row.childModifierId ?? (created.get(row.key)?.id as number);
  const body = { ...modifierFieldsBody(values), children: childrenBody(values.children, optionIdOf, saved) };
  return saved ? modifierCalls.update(saved.id, body) : modifierCalls.create(body);
}
