import {
  type CountrySettings,
  type FieldError,
  resolveSettingsWrite,
  type SettingsState,
} from '@tablero/domain';
import { type FieldErrors, formPath } from '../../../shared/ui/form-page/index.js';
import type { SettingsBody } from '../api.js';

/** The label a form shows for a field, by its form path; undefined for fields it does not show. */
export type LabelOf = (formKey: string) => string | undefined;

const wirePath = (formKey: string) => formKey.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const LEADING_FIELD = /^El campo (\S+) /;

/**
 * A domain message as a person reads it: under its own input "Este campo …", and any other field
 * it names (`general.max_price_for_delivery`) by that field's label. A message the form has no
 * input for goes to the top of the form, where its field is named by label too.
 */
export function readableFieldErrors(
  errors: readonly FieldError[],
  fields: readonly string[],
  labelOf: LabelOf,
): FieldError[] {
  const byWire = new Map(fields.map((key) => [wirePath(key), labelOf(key) ?? key] as const));
  // Longest first, so that no path is taken for the start of a longer one.
  const mentions = [...byWire].sort(([a], [b]) => b.length - a.length);
  const named = (text: string) =>
    mentions.reduce((out, [wire, label]) => out.replaceAll(wire, `«${label}»`), text);
  return errors.map(({ field, message }) => {
    const key = formPath(field);
    if (fields.includes(key)) return { field, message: named(message.replace(LEADING_FIELD, 'Este campo ')) };
    const label = byWire.get(field);
    const placed = label ? message.replace(LEADING_FIELD, `El campo «${label}» `) : message;
    return { field: 'form', message: named(placed) };
  });
}

/** Messages by form key, the first one each (`form` for those the form has no input for). */
export function formErrorsFrom(errors: readonly FieldError[]): FieldErrors {
  const found: FieldErrors = {};
  for (const { field, message } of errors) found[formPath(field)] ??= message;
  return found;
}

/**
 * The form's check on submit: what it would send, applied to the settings as saved and checked
 * whole with the API's own rules (`resolveSettingsWrite`, the tenant's country for the phone).
 */
export function checkSettings(
  patch: SettingsBody,
  current: SettingsState,
  country: CountrySettings,
  fields: readonly string[],
  labelOf: LabelOf,
): FieldErrors {
  const result = resolveSettingsWrite(patch, current, country);
  return 'errors' in result ? formErrorsFrom(readableFieldErrors(result.errors, fields, labelOf)) : {};
}
