export { type FieldErrors, formPath, isUnder } from './field-errors.js';
export { FormPage } from './form-page.js';
export { type FormPageOptions, type FormPageState, useFormPage } from './use-form-page.js';
