import { allowed, type Viewer } from './allowed.js';
import { type NavGroupKey, navGroups } from './nav-groups.js';
import { HOME_PATH, type NavEntry, routeTable } from './route-table.js';
import { menuItemHidden } from './tenant-gates.js';

export interface SidebarItem extends NavEntry {
  path: string;
}

export interface SidebarSection {
  group: NavGroupKey;
  items: SidebarItem[];
}

/**
 * The menu for this viewer: items they may open and the tenant does not hide, grouped and ordered
 * as the spec lists them; a group shows when it has at least one item.
 */
export function sidebarSections(viewer: Viewer): SidebarSection[] {
  const items = routeTable.flatMap((route) =>
    route.nav && allowed(viewer, route) && !menuItemHidden(viewer.tenant, route.nav.href ?? route.path)
      ? [{ ...route.nav, path: route.nav.href ?? route.path }]
      : [],
  );
  return navGroups
    .map((group) => ({ group: group.key, items: items.filter((item) => item.group === group.key) }))
    .filter((section) => section.items.length > 0);
}

/**
 * Where this viewer lands after sign-in and where "not authorised" sends them back to: the stores
 * when permitted (spec part 1 §2), else the first policy-gated item of their menu, else the first
 * item any signed-in user has (my account).
 */
export function landingPath(viewer: Viewer): string {
  const home = routeTable.find((route) => route.path === HOME_PATH);
  if (home && allowed(viewer, home)) return HOME_PATH;
  const items = sidebarSections(viewer).flatMap((section) => section.items);
  const gated = items.find(
    (item) =>
      routeTable.find((route) => (route.nav?.href ?? route.path) === item.path)?.access !== 'signed-in',
  );
  return (gated ?? items[0])?.path ?? HOME_PATH;
}
