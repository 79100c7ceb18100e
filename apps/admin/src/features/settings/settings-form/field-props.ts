import type { ChangeEvent } from 'react';
import type { NumberValue } from '../../../shared/format/number-value.js';
import type { FormPageState } from '../../../shared/ui/form-page/index.js';

/** The keys of a form's values whose value is a T. */
type KeysWith<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

/** Props for a NumberInput (or MoneyInput) bound to a number field ('' while empty). */
export function numberField<V extends Record<string, unknown>>(
  form: FormPageState<V>,
  key: KeysWith<V, NumberValue>,
) {
  return {
    value: form.values[key] as NumberValue,
    onChange: (value: number | string) =>
      form.setValue(key, (typeof value === 'number' ? value : '') as V[typeof key]),
    error: form.errors[key],
  };
}

/** Props for a Switch bound to a boolean field. */
export function switchField<V extends Record<string, unknown>>(
  form: FormPageState<V>,
  key: KeysWith<V, boolean>,
) {
  return {
    checked: form.values[key] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      form.setValue(key, event.currentTarget.checked as V[typeof key]),
    error: form.errors[key],
  };
}

/** Props for a Textarea bound to a text field (`form.textField` is typed for inputs). */
export function textAreaField<V extends Record<string, unknown>>(
  form: FormPageState<V>,
  key: KeysWith<V, string>,
) {
  return {
    value: form.values[key] as string,
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) =>
      form.setValue(key, event.currentTarget.value as V[typeof key]),
    error: form.errors[key],
  };
}
