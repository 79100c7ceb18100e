import { myAccountPatchFor } from '@tablero/domain';
import { z } from 'zod';
import type { MyAccountChanges } from './api.js';

/** The form's fields; the confirmation is UI-only and never sent. */
export interface MyAccountValues extends Record<string, unknown> {
  name: string;
  phone: string;
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

/** The API's schema for the tenant's country, plus "the two new passwords match" (STYLE.md rule 4). */
export function myAccountFormSchema(country: string, mismatchMessage: string) {
  return myAccountPatchFor(country)
    .safeExtend({ password_confirmation: z.string().optional() })
    .refine((value) => value.password === undefined || value.password === value.password_confirmation, {
      path: ['password_confirmation'],
      message: mismatchMessage,
    });
}

/**
 * Password boxes left empty mean "keep the password": nothing about it is sent. One filled in sends
 * both, so the schema asks for the other.
 */
export function toChanges(values: MyAccountValues): MyAccountChanges {
  const changes: MyAccountChanges = { name: values.name, phone: values.phone };
  if (values.password === '' && values.currentPassword === '') return changes;
  return { ...changes, currentPassword: values.currentPassword, password: values.password };
}

/** What is validated: the body plus the UI-only confirmation. */
export function toValidationInput(values: MyAccountValues) {
  const changes = toChanges(values);
  return changes.password === undefined
    ? changes
    : { ...changes, passwordConfirmation: values.passwordConfirmation };
}

export const withoutPasswords = (values: MyAccountValues): MyAccountValues => ({
  ...values,
  currentPassword: '',
  password: '',
  passwordConfirmation: '',
});
