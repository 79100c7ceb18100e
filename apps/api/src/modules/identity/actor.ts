import {
  actionCatalogue,
  type EffectivePolicy,
  type PolicyAction,
  type PolicyKey,
  policyCatalogue,
  policyKeys,
} from '@tablero/domain';
import type { AuthContextRow } from './auth-context.repo.js';

/** The signed-in user of a request: who they are, what they may do, and where. */
export class Actor {
  private readonly grants: Set<string>;
  private policies: EffectivePolicy[] | undefined;
  private role: string | undefined;
  /** When the session ends, in milliseconds since the epoch. */
  readonly sessionExpiresAt: number;

  constructor(
    readonly user: AuthContextRow,
    readonly sessionId: string,
  ) {
    this.grants = new Set(user.grants);
    this.sessionExpiresAt = new Date(user.session_expires_at).getTime();
  }

  get id(): number {
    return this.user.id;
  }

  get superAdmin(): boolean {
    return this.user.super_admin;
  }

  /** The stores this user is limited to; undefined when they see every store. */
  get storeIds(): number[] | undefined {
    return this.superAdmin ? undefined : this.user.store_ids;
  }

  can(policy: PolicyKey, action: PolicyAction): boolean {
    return this.superAdmin || this.grants.has(`${policy}:${action}`);
  }

  /** Policies with an admin path and at least one active action (spec part 1 §6). */
  effectivePolicies(): EffectivePolicy[] {
    this.policies ??= this.computePolicies();
    return this.policies;
  }

  private computePolicies(): EffectivePolicy[] {
    const result: EffectivePolicy[] = [];
    for (const key of policyKeys) {
      const { path, actions } = policyCatalogue[key];
      if (!path) continue;
      const view = actions.map((action) => ({
        key: action,
        label: actionCatalogue[action].label,
        active: this.can(key, action),
      }));
      if (view.some((a) => a.active)) result.push({ key, path, actions: view });
    }
    return result;
  }

  /** The `admin-role` response header: the user's role names. */
  roleHeader(): string {
    this.role ??= this.computeRoleHeader();
    return this.role;
  }

  private computeRoleHeader(): string {
    const names = this.user.roles.map((r) => r.name);
    if (this.superAdmin) names.unshift('super_admin');
    return encodeURIComponent(names.join(',') || 'none');
  }
}
