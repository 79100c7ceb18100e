import type { FormPageState } from '../../../shared/ui/form-page/index.js';
import type { ProductFormValues } from './product-form-values.js';

export type ProductForm = FormPageState<ProductFormValues>;

/** Value, change and error of one form field, for inputs that are not plain text. */
export function fieldOf<K extends keyof ProductFormValues & string>(form: ProductForm, key: K) {
  return {
    value: form.values[key],
    onChange: (value: ProductFormValues[K]) => form.setValue(key, value),
    error: form.errors[key],
  };
}
