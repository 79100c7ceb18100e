import { actionCatalogue } from '@tablero/domain';
import type { Policy, Role } from '../api.js';

/**
 * The matrix's ticks: the active action keys of each area, by policy id. An area with none has no
 * entry, and each list keeps the order in which its area offers the actions, so that the form can
 * tell an unchanged matrix from a changed one.
 */
export type Grants = Record<string, string[]>;

export type TickState = 'all' | 'some' | 'none';

const catalogueOrder = Object.keys(actionCatalogue);

/**
 * The matrix's columns: the spec's actions (part 2 §6) that some area offers, the four everyday
 * ones first as the catalogue lists them, then any action the catalogue does not know yet.
 */
export function matrixColumns(policies: readonly Policy[]): string[] {
  const offered = new Set(policies.flatMap((policy) => policy.actions.map((action) => action.key)));
  return [
    ...catalogueOrder.filter((key) => offered.has(key)),
    ...[...offered].filter((key) => !catalogueOrder.includes(key)),
  ];
}

export const offers = (policy: Policy, action: string) => policy.actions.some((a) => a.key === action);

/** The ticks of a saved role. */
export function grantsOfRole(role: Pick<Role, 'policies'>): Grants {
  const grants: Grants = {};
  for (const policy of role.policies) {
    const active = policy.actions.filter((action) => action.active).map((action) => action.key);
    if (active.length > 0) grants[String(policy.policyId)] = active;
  }
  return grants;
}

function withActions(grants: Grants, policy: Policy, active: (key: string) => boolean): Grants {
  const next = { ...grants };
  const keys = policy.actions.map((action) => action.key).filter(active);
  if (keys.length > 0) next[String(policy.id)] = keys;
  else delete next[String(policy.id)];
  return next;
}

const held = (grants: Grants, policy: Policy) => grants[String(policy.id)] ?? [];

export function isTicked(grants: Grants, policy: Policy, action: string): boolean {
  return held(grants, policy).includes(action);
}

export function setCell(grants: Grants, policy: Policy, action: string, on: boolean): Grants {
  const current = held(grants, policy);
  return withActions(grants, policy, (key) => (key === action ? on : current.includes(key)));
}

export function setRow(grants: Grants, policy: Policy, on: boolean): Grants {
  return withActions(grants, policy, () => on);
}

export function setColumn(grants: Grants, policies: readonly Policy[], action: string, on: boolean): Grants {
  return policies
    .filter((policy) => offers(policy, action))
    .reduce((next, policy) => setCell(next, policy, action, on), grants);
}

export function setEverything(policies: readonly Policy[], on: boolean): Grants {
  return policies.reduce((next, policy) => setRow(next, policy, on), {} as Grants);
}

const stateOf = (ticked: number, offered: number): TickState =>
  ticked === 0 ? 'none' : ticked === offered ? 'all' : 'some';

export function rowState(grants: Grants, policy: Policy): TickState {
  return stateOf(held(grants, policy).length, policy.actions.length);
}

export function columnState(grants: Grants, policies: readonly Policy[], action: string): TickState {
  const offering = policies.filter((policy) => offers(policy, action));
  return stateOf(offering.filter((policy) => isTicked(grants, policy, action)).length, offering.length);
}

export function everythingState(grants: Grants, policies: readonly Policy[]): TickState {
  const offered = policies.reduce((sum, policy) => sum + policy.actions.length, 0);
  return stateOf(
    policies.reduce((sum, policy) => sum + held(grants, policy).length, 0),
    offered,
  );
}

/**
 * The role's `policies` in wire spelling: each ticked area with every action it offers switched
 * on or off. Areas without a tick are left out, which on a PATCH takes them from the role (the
 * API replaces a role's policies with the ones sent).
 */
export function policiesBody(grants: Grants, policies: readonly Policy[]) {
  return policies
    .filter((policy) => held(grants, policy).length > 0)
    .map((policy) => ({
      policy_id: policy.id,
      actions: policy.actions.map((action) => ({
        key: action.key,
        active: isTicked(grants, policy, action.key),
      })),
    }));
}
