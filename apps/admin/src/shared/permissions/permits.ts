import type { PolicyAction, PolicyKey } from '@tablero/domain';
import { type CurrentUser, can } from '../session/index.js';

/** What a gated piece of UI needs; an empty requirement is met by anyone signed in. */
export interface Requirement {
  policy?: PolicyKey;
  action?: PolicyAction;
  /** Integrations and pages admin (spec part 1 §6): only the super-admin flag opens them. */
  superAdmin?: boolean;
}

/**
 * Spec part 1 §6, the action wrapper: content shows when the policy and action are permitted, when
 * no policy is required, or when super admin is required and held.
 */
export function permits(
  user: CurrentUser | null,
  { policy, action = 'show', superAdmin }: Requirement,
): boolean {
  if (!user) return false;
  if (superAdmin) return user.superAdmin;
  if (!policy) return true;
  return can(user, policy, action);
}
