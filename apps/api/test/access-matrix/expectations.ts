import type { RouteTableEntry } from '../../src/plugins/route-table.js';
import type { ActorName } from './actors.js';

/** What the declaration says an actor gets: a status, or any 2xx. */
export type Expected = 401 | 403 | 404 | '404/422' | '2xx';

/** Which ids of this tenant a request names: in its path (or a store field), or only in its body. */
export interface NamedIds {
  inPath: boolean;
  inBody: boolean;
  storesInBody: boolean;
  /** A storefront path names a record of this tenant (see `tenantPaths`). */
  tenantPath?: boolean;
  /** The job the request reads was started by another user (the super admin who made the fixtures). */
  startedByOthers?: boolean;
}

const unauthenticated: ActorName[] = [
  'no token',
  'expired',
  'bad signature',
  'bad payload',
  'alg none',
  'other token',
];

/**
 * A path id that is not the caller's is a 404; ids in a body that are not the caller's are a
 * refusal of that body, 404 or 422 naming the field (either way nothing is written).
 */
export function expectedAnswer(route: RouteTableEntry, actor: ActorName, ids: NamedIds): Expected {
  const { access, policy, storeScope } = route.config;
  // A storefront call names no user, but it does name the tenant's ids: another tenant's are unknown.
  if (access === 'public')
    return actor === 'other tenant' && (ids.inBody || ids.tenantPath) ? '404/422' : '2xx';
  if (unauthenticated.includes(actor)) return 401;
  // Only a super admin of the platform's tenant (alpha in tests) runs the platform: beta's is refused.
  if (access === 'platform') return actor === 'super admin' ? '2xx' : 403;
  // Another tenant's super admin passes every policy; this tenant's ids do not exist for them.
  // A list of stores in the body is answered store by store (massive update): the unknown ones
  // come back refused in a 200, and the matrix checks nothing changed.
  const perItem = storeScope !== undefined && 'bodyItems' in storeScope;
  if (actor === 'other tenant')
    return ids.inPath ? 404 : ids.inBody && !perItem ? '404/422' : access === 'super-admin' ? 403 : '2xx';
  if (access === 'super-admin') return actor === 'super admin' ? '2xx' : 403;
  if (actor === 'all but policy') return policy ? 403 : '2xx';
  const limited = actor === 'store held' || actor === 'store not held' || actor === 'only policy';
  if (limited && storeScope && 'allStores' in storeScope) return 403;
  if (limited && ids.startedByOthers) return 404;
  if (actor === 'store not held' && storeScope && !('bodyItems' in storeScope)) return 404;
  if (actor === 'store not held' && ids.storesInBody && !(storeScope && 'bodyItems' in storeScope))
    return '404/422';
  return '2xx';
}

export function matches(expected: Expected, status: number): boolean {
  if (expected === '2xx') return status >= 200 && status < 300;
  if (expected === '404/422') return status === 404 || status === 422;
  return status === expected;
}
