export { type FieldErrors, formErrorsOf, formPath, isUnder, underItsInput } from './field-errors.js';
export { focusFirstInvalid, useFocusFirstInvalid } from './focus-first-invalid.js';
export { FormPage } from './form-page.js';
export { RecordFormPage } from './record-form-page.js';
export { saveOrSay } from './save-failure.js';
export { type FormPageOptions, type FormPageState, useFormPage } from './use-form-page.js';
export { useModalForm } from './use-modal-form.js';
