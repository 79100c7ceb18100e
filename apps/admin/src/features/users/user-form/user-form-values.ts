import { adminUserInputFor, adminUserPatchFor, fieldErrorsOf } from '@tablero/domain';
import { type FieldErrors, formErrorsOf } from '../../../shared/ui/form-page/index.js';
import type { AdminUser } from '../api.js';

/** The user form's values (spec part 2 §3 "Admin user"). */
export interface UserFormValues extends Record<string, unknown> {
  name: string;
  email: string;
  phone: string;
  /** Blank: none given (new user) or the current one kept (saved user). */
  password: string;
  roleIds: number[];
  storeIds: number[];
  superAdmin: boolean;
}

export function newUserFormValues(): UserFormValues {
  return { name: '', email: '', phone: '', password: '', roleIds: [], storeIds: [], superAdmin: false };
}

export function userFormValues(user: AdminUser): UserFormValues {
  return {
    name: user.name,
    email: user.email,
    phone: user.phone,
    password: '',
    roleIds: user.roleIds,
    storeIds: user.storeIds,
    superAdmin: user.superAdmin,
  };
}

/**
 * The user in wire spelling. A blank password is not sent: a new user then has none (they cannot
 * sign in until someone sets one), a saved one keeps theirs. The super-admin flag only goes when
 * the person saving may set it (a super admin); the API refuses it from anyone else.
 */
export function userBodyOf(values: UserFormValues, { withSuperAdmin }: { withSuperAdmin: boolean }) {
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    ...(values.password === '' ? {} : { password: values.password }),
    role_ids: values.roleIds,
    store_ids: values.storeIds,
    ...(withSuperAdmin ? { super_admin: values.superAdmin } : {}),
  };
}

/**
 * The API's own rules for the tenant's country (spec part 2 §5: email, name, phone with the country
 * code, roles and stores required; password optional), keyed by form field, first message each.
 */
export function checkUserForm(country: string, isNew: boolean) {
  const schema = isNew ? adminUserInputFor(country) : adminUserPatchFor(country);
  return (body: unknown): FieldErrors => {
    const result = schema.safeParse(body);
    return result.success ? {} : formErrorsOf(fieldErrorsOf(result.error));
  };
}
