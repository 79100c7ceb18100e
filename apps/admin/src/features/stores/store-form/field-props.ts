import type { ChangeEvent } from 'react';
import type { FormPageState } from '../../../shared/ui/form-page/index.js';
import type { NumberValue, StoreFormValues } from './store-form-values.js';

export type StoreForm = FormPageState<StoreFormValues>;

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
export function numberField(form: StoreForm, key: KeysOf<NumberValue>) {
  return {
    value: form.values[key] as NumberValue,
    onChange: (value: number | string) => form.setValue(key, toNumberValue(value)),
    error: form.errors[key],
  };
}

/** Props for a Switch bound to a top-level boolean field. */
export function switchField(form: StoreForm, key: KeysOf<boolean>) {
  return {
    checked: form.values[key] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setValue(key, event.currentTarget.checked),
    error: form.errors[key],
  };
}
