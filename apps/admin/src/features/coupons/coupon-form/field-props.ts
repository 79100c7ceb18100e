import type { ChangeEvent } from 'react';
import type { NumberValue } from '../../../shared/format/number-value.js';
import { type FormPageState, isUnder } from '../../../shared/ui/form-page/index.js';
import type { CouponFormValues } from './coupon-form-values.js';

export type CouponForm = FormPageState<CouponFormValues>;

type KeysOf<T> = keyof {
  [K in keyof CouponFormValues as string extends K ? never : CouponFormValues[K] extends T ? K : never]: true;
} &
  string;

/** The first message for a field or anything inside it (`storeIds.1` shows under the stores). */
export function errorUnder(form: CouponForm, key: string): string | undefined {
  const found = Object.keys(form.errors).find((errorKey) => isUnder(errorKey, key));
  return found === undefined ? undefined : form.errors[found];
}

/** Props for a NumberInput bound to a number field ('' while empty). */
export function numberField<K extends KeysOf<NumberValue>>(form: CouponForm, key: K) {
  return {
    value: form.values[key] as NumberValue,
    onChange: (value: number | string) =>
      form.setValue(key, (typeof value === 'number' ? value : '') as CouponFormValues[K]),
    error: form.errors[key],
  };
}

/** Props for a Switch bound to a boolean field. */
export function switchField<K extends KeysOf<boolean>>(form: CouponForm, key: K) {
  return {
    checked: form.values[key] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      form.setValue(key, event.currentTarget.checked as CouponFormValues[K]),
    error: form.errors[key],
  };
}
