import { countrySettings } from '@tablero/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../app/tenant/tenant-context.js';
import { ApiError, isApiError } from '../../../shared/http/index.js';
import { useReadOnly } from '../../../shared/permissions/index.js';
import { saveOrSay, useFocusFirstInvalid, useFormPage } from '../../../shared/ui/form-page/index.js';
import { showSuccess } from '../../../shared/ui/toasts.js';
import { type Settings, useSaveSettings } from '../api.js';
import { checkSettings, type LabelOf, readableFieldErrors } from './settings-errors.js';
import {
  type FieldTable,
  formValuesOf,
  settingsPatch,
  settingsStateOf,
  type ValuesOf,
} from './settings-fields.js';

/**
 * A settings form (general or design): validated on submit with the API's own rules applied to
 * the settings as saved, a PATCH of only what changed, the answer kept as the new saved state,
 * 422s under their fields (or atop the form when it has no input for them), and read-only for
 * who may see the settings but not change them.
 */
export function useSettingsForm<T extends FieldTable>(settings: Settings, fields: T) {
  const { t, i18n } = useTranslation('settings');
  const labelOf: LabelOf = (key) => (i18n.exists(`settings:fields.${key}`) ? t(`fields.${key}`) : undefined);
  const { country } = useTenant();
  const save = useSaveSettings();
  const readOnly = useReadOnly('settings');
  const focus = useFocusFirstInvalid<HTMLDivElement>();
  const [saved, setSaved] = useState(settings);
  const [initialValues] = useState(() => formValuesOf(settings, fields));
  const keys = Object.keys(fields);
  const patchOf = (values: ValuesOf<T>) => settingsPatch(fields, formValuesOf(saved, fields), values);

  const readable = (error: unknown): never => {
    if (!isApiError(error) || error.fieldErrors.length === 0) throw error;
    const fieldErrors = readableFieldErrors(error.fieldErrors, keys, labelOf);
    throw new ApiError(error.status, error.code, error.message, fieldErrors);
  };

  const form = useFormPage<ValuesOf<T>>({
    initialValues,
    validate: (values) =>
      checkSettings(
        patchOf(values as ValuesOf<T>),
        settingsStateOf(saved),
        countrySettings(country),
        keys,
        labelOf,
      ),
    submit: async (values) => {
      const patch = patchOf(values);
      if (Object.keys(patch).length === 0) return saved;
      const result = await saveOrSay(save(patch).catch(readable), t('notSaved'));
      setSaved(result);
      return result;
    },
    afterSave: (_values, result) => formValuesOf(result as Settings, fields),
    onSaved: () => showSuccess(t('saved')),
    onErrors: focus.onErrors,
    nestedErrorPaths: true,
    readOnly,
  });
  return { form, focusRef: focus.ref, saved };
}
