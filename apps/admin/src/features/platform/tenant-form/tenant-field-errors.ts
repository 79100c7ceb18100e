import type { FieldError } from '@tablero/domain';
import { ApiError, isApiError } from '../../../shared/http/index.js';
import { type FieldErrors, formPath } from '../../../shared/ui/form-page/index.js';

/** The form's input for a wire field: the administrator's fields sit flat in the form. */
export function tenantFormKey(wireField: string): string {
  if (wireField === 'admin' || wireField === 'admin.name') return 'adminName';
  if (wireField === 'admin.email') return 'adminEmail';
  const [first = ''] = wireField.split('.');
  return first === '' || first === 'body' ? 'form' : formPath(first);
}

/**
 * A message as it reads under its own input: "El campo admin.email es inválido" becomes "Este campo
 * es inválido"; a host name's format names the host, since the input holds several.
 */
export function messageUnderInput(wireField: string, message: string, hosts: readonly string[]): string {
  const host = /^host_names\.(\d+)$/.exec(wireField);
  if (host && message.startsWith('El campo host_names ')) {
    const value = hosts[Number(host[1])];
    if (value !== undefined) return `${value}: ${message.replace(/^El campo host_names /, '')}`;
  }
  return message.replace(/^El campo [\w.]+(:?) /, 'Este campo$1 ');
}

/** Refusals (the form's check or a 422) under the inputs they name, the first message each. */
export function tenantFieldErrors(errors: readonly FieldError[], hosts: readonly string[]): FieldErrors {
  const found: FieldErrors = {};
  for (const { field, message } of errors) {
    found[tenantFormKey(field)] ??= messageUnderInput(field, message, hosts);
  }
  return found;
}

/**
 * A save whose 422 names wire paths (`admin.email`, `host_names.0`): the same refusal, keyed by
 * the form's inputs, for the form page to put under them.
 */
export async function withFormFields<T>(save: Promise<T>, hosts: readonly string[]): Promise<T> {
  try {
    return await save;
  } catch (error) {
    if (!isApiError(error) || error.fieldErrors.length === 0) throw error;
    const errors = Object.entries(tenantFieldErrors(error.fieldErrors, hosts)).map(([field, message]) => ({
      field,
      message,
    }));
    throw new ApiError(error.status, error.code, error.message, errors);
  }
}
