import { fieldErrorsOf, roleInput } from '@tablero/domain';
import { type FieldErrors, formErrorsOf } from '../../../shared/ui/form-page/index.js';
import type { Policy, Role } from '../api.js';
import { type Grants, grantsOfRole, policiesBody } from './grants.js';

/** The role form's values (spec part 2 §3 "Role"): no stores means every store. */
export interface RoleFormValues extends Record<string, unknown> {
  name: string;
  description: string;
  storeIds: number[];
  grants: Grants;
}

export const newRoleFormValues = (): RoleFormValues => ({
  name: '',
  description: '',
  storeIds: [],
  grants: {},
});

export const roleFormValues = (role: Role): RoleFormValues => ({
  name: role.name,
  description: role.description ?? '',
  storeIds: role.storeIds,
  grants: grantsOfRole(role),
});

/** The whole role in wire spelling: a POST's body, and a PATCH's (it replaces the policies). */
export function roleBodyOf(values: RoleFormValues, policies: readonly Policy[]) {
  return {
    name: values.name,
    description: values.description.trim() === '' ? null : values.description,
    store_ids: values.storeIds,
    policies: policiesBody(values.grants, policies),
  };
}

/** The API's own rules for the role (`roleInput`), keyed by form field, first message each. */
export function checkRoleForm(body: unknown): FieldErrors {
  const result = roleInput.safeParse(body);
  return result.success ? {} : formErrorsOf(fieldErrorsOf(result.error));
}
