import type { ChangeEvent } from 'react';
import type { NumberValue } from '../../../shared/format/number-value.js';
import type { FormPageState } from '../../../shared/ui/form-page/index.js';
import type { StoreFormValues } from './store-form-values.js';

export type StoreForm = FormPageState<StoreFormValues>;

/**
 * A form that holds some of the store's fields under the store form's names: the store form
 * itself, or the bulk edit's, so that the same sections serve both.
 */
export type StoreFieldsForm<K extends keyof StoreFormValues> = FormPageState<Pick<StoreFormValues, K>>;

/** The form's named fields whose values are T (the index signature left out). */
type KeysOf<T> = keyof {
  [K in keyof StoreFormValues as string extends K ? never : StoreFormValues[K] extends T ? K : never]: true;
} &
  string;

/** What a Mantine NumberInput hands back ('' while empty; text while half typed) as a form number. */
export function toNumberValue(value: number | string): NumberValue {
  if (typeof value === 'number') return value;
  const parsed = Number(value.replace(',', '.'));
  return value.trim() === '' || !Number.isFinite(parsed) ? '' : parsed;
}

/** Props for a NumberInput bound to a top-level number field. */
export function numberField<K extends KeysOf<NumberValue>>(form: StoreFieldsForm<NoInfer<K>>, key: K) {
  return {
    value: form.values[key] as NumberValue,
    onChange: (value: number | string) => form.setValue(key, toNumberValue(value) as StoreFormValues[K]),
    error: form.errors[key],
  };
}

/** Props for a Switch bound to a top-level boolean field. */
export function switchField<K extends KeysOf<boolean>>(form: StoreFieldsForm<NoInfer<K>>, key: K) {
  return {
    checked: form.values[key] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      form.setValue(key, event.currentTarget.checked as StoreFormValues[K]),
    error: form.errors[key],
  };
}
