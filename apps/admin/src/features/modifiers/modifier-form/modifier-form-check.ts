import { fieldMessages, modifierFields, resolveModifierWrite } from '@tablero/domain';
import { snakeizeKeys } from '../../../shared/http/index.js';
import { type FieldErrors, formPath } from '../../../shared/ui/form-page/index.js';
import { childrenBody, type ModifierFormValues, modifierFieldsBody } from './modifier-form-values.js';

/** Stands for an option not created yet: checks need an id, and no real one is this large. */
const UNSAVED_OPTION = 2_000_000_000;

/**
 * The domain's modifier rules on what the form would save (as a new modifier, so that every
 * field is checked), plus a name for every option row. Keys are form paths (`children.1.name`).
 */
export function checkModifierForm(values: ModifierFormValues, selfId?: number): FieldErrors {
  const children = childrenBody(
    values.children,
    (row) => row.childModifierId ?? UNSAVED_OPTION + values.children.indexOf(row),
    null,
  ).map(({ id: _id, ...child }) => child);
  const body = snakeizeKeys({ ...modifierFieldsBody(values), children });
  const errors: FieldErrors = {};
  const result = resolveModifierWrite(body, null, selfId);
  if (!result.ok) for (const { field, message } of result.errors) errors[formPath(field)] ??= message;
  values.children.forEach((row, index) => {
    const name = modifierFields.name.safeParse(row.name);
    if (!name.success)
      errors[`children.${index}.name`] ??=
        row.name.trim() === '' ? fieldMessages.required('name') : fieldMessages.max('name', 120);
  });
  return errors;
}
