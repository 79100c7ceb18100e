import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../http/index.js';
import { showError } from '../toasts.js';
import { focusFirstInvalid } from './focus-first-invalid.js';

type MessagesOf<Field extends string> = Partial<Record<Field, string>>;

/**
 * What a form in a dialog needs around its save: messages under their fields (a refusal in the
 * console or a 422 from the API, the first message of each field), the first refused field brought
 * into view and focused, a field's message gone once it is changed, and the saving state.
 * `fieldOf` names the form's field of a message's field (`desktop_picture_id` → `desktop`).
 */
export function useModalForm<Field extends string>(
  fieldOf: (field: string) => Field = (field) => field as Field,
) {
  const [errors, setErrors] = useState<MessagesOf<Field>>({});
  const [saving, setSaving] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refusals > 0) focusFirstInvalid(form.current);
  }, [refusals]);

  const refuse = (list: readonly { field: string; message: string }[]) => {
    const byField: MessagesOf<Field> = {};
    for (const { field, message } of list) byField[fieldOf(field)] ??= message;
    setErrors(byField);
    setRefusals((n) => n + 1);
  };

  /** A field the user changes loses its message until the next save. */
  const changed = (field: Field) =>
    setErrors((current) => {
      const { [field]: _gone, ...rest } = current;
      return rest as MessagesOf<Field>;
    });

  /** Runs `work` as the save: a 422 naming fields comes back under them, any other failure to `onFailure`. */
  const save = async (work: () => Promise<void>, onFailure: (message: string) => void = showError) => {
    setSaving(true);
    try {
      await work();
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.length > 0) refuse(error.fieldErrors);
      else onFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return { form, errors, refuse, changed, saving, save };
}
