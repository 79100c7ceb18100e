import {
  actionCatalogue,
  type FieldError,
  fieldMessages,
  type PolicyAction,
  type Role,
  type RoleInput,
} from '@tablero/domain';
import { validationFailed } from '../../lib/app-error.js';
import type { PolicyIndex } from '../policies/policy-index.js';
import type { Grant, RoleRecord } from './roles.repo.js';

/**
 * The grants a role body asks for: every action of each `policy_ids` entry, then the
 * per-action switches of `policies`, which win for the policies they name.
 */
export function grantsFromInput(
  input: Pick<RoleInput, 'policy_ids' | 'policies'>,
  index: PolicyIndex,
): Grant[] {
  const errors: FieldError[] = [];
  const byPolicy = new Map<number, Grant[]>();
  input.policy_ids?.forEach((policyId, i) => {
    const policy = index.byId(policyId);
    if (!policy) {
      errors.push({ field: `policy_ids.${i}`, message: fieldMessages.invalid('policy_ids') });
      return;
    }
    byPolicy.set(
      policyId,
      policy.actions.map((a) => ({ policyId, action: a.key, active: true })),
    );
  });
  // A policy or an action named twice is refused rather than letting one silently win.
  const switched = new Set<number>();
  input.policies?.forEach((entry, i) => {
    const policy = index.byId(entry.policy_id);
    if (!policy || switched.has(policy.id)) {
      errors.push({ field: `policies.${i}.policy_id`, message: fieldMessages.invalid('policy_id') });
      return;
    }
    switched.add(policy.id);
    const known = new Set(policy.actions.map((a) => a.key));
    const seen = new Set<string>();
    const grants: Grant[] = [];
    entry.actions.forEach((action, j) => {
      if (!known.has(action.key) || seen.has(action.key)) {
        errors.push({ field: `policies.${i}.actions.${j}.key`, message: fieldMessages.invalid('key') });
      } else {
        seen.add(action.key);
        grants.push({ policyId: policy.id, action: action.key, active: action.active });
      }
    });
    byPolicy.set(policy.id, grants);
  });
  if (errors.length > 0) throw validationFailed(errors);
  return [...byPolicy.values()].flat();
}

export function roleView(
  role: RoleRecord,
  access: { grants: Grant[]; storeIds: number[] },
  usersCount: number,
  index: PolicyIndex,
): Role {
  const { grants } = access;
  const policyIds = [...new Set(grants.map((g) => g.policyId))].sort((a, b) => a - b);
  const policies = policyIds.flatMap((policyId) => {
    const policy = index.byId(policyId);
    if (!policy) return [];
    const active = new Set(grants.filter((g) => g.policyId === policyId && g.active).map((g) => g.action));
    return [
      {
        policy_id: policyId,
        key: policy.key,
        path: policy.path,
        actions: policy.actions.map((a) => ({
          key: a.key,
          label: actionCatalogue[a.key as PolicyAction]?.label ?? a.label,
          active: active.has(a.key),
        })),
      },
    ];
  });
  return {
    id: role.id,
    name: role.name,
    description: role.description,
    policy_ids: policies.filter((p) => p.actions.some((a) => a.active)).map((p) => p.policy_id),
    store_ids: [...access.storeIds].sort((a, b) => a - b),
    policies,
    users_count: usersCount,
    created_at: role.createdAt.toISOString(),
    updated_at: role.updatedAt.toISOString(),
  };
}
