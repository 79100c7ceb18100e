import { type CurrentUser, can, useSession } from '../shared/session/index.js';
import { isSuperAdminOnly } from './nav-groups.js';
import type { AppRoute } from './route-table.js';
import { useTenant } from './tenant/tenant-context.js';
import { routeEnabled, type TenantGates } from './tenant-gates.js';

/** Who is looking: the signed-in user (or nobody) on a tenant with its own flags and settings. */
export interface Viewer {
  user: CurrentUser | null;
  tenant: TenantGates;
}

export function useViewer(): Viewer {
  return { user: useSession().user, tenant: useTenant() };
}

/**
 * Whether the viewer may open a route: the tenant has the area, the super-admin-only menu groups
 * (integrations, pages admin) hold for direct access too, and the route's own access rule (the
 * platform's screens: its operators only, whatever their policies).
 */
export function allowed(
  { user, tenant }: Viewer,
  route: Pick<AppRoute, 'path' | 'access' | 'nav' | 'superAdminOnly'>,
): boolean {
  if (!routeEnabled(tenant, route.path)) return false;
  const superAdminOnly = route.superAdminOnly || (route.nav && isSuperAdminOnly(route.nav.group));
  if (superAdminOnly && !user?.superAdmin) return false;
  if (route.access === 'public') return true;
  if (route.access === 'signed-in') return user !== null;
  if (route.access === 'platform') return user?.platformOperator === true;
  return can(user, route.access, 'show');
}
