import type { CurrentAdminUser, PolicyAction, PolicyKey } from '@tablero/domain';
import type { Camelize } from '../http/index.js';

export type CurrentUser = Camelize<CurrentAdminUser>;

/**
 * Spec part 1 §6: a policy counts only with at least one active action and an admin path; super
 * admins pass every check.
 */
export function can(user: CurrentUser | null, policy: PolicyKey, action: PolicyAction = 'show'): boolean {
  if (!user) return false;
  if (user.superAdmin) return true;
  return user.policies.some(
    (held) =>
      held.key === policy && held.path !== '' && held.actions.some((a) => a.key === action && a.active),
  );
}
