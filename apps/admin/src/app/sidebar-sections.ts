import type { CurrentUser } from '../shared/session/index.js';
import { allowed } from './allowed.js';
import { type NavGroupKey, navGroups } from './nav-groups.js';
import { HOME_PATH, type NavEntry, routeTable } from './route-table.js';

export interface SidebarItem extends NavEntry {
  path: string;
}

export interface SidebarSection {
  group: NavGroupKey;
  items: SidebarItem[];
}

/** The sidebar for this user: permitted items only, grouped and ordered as the spec lists them. */
export function sidebarSections(user: CurrentUser | null): SidebarSection[] {
  const items = routeTable.flatMap((route) =>
    route.nav && allowed(user, route.access) ? [{ ...route.nav, path: route.path }] : [],
  );
  return navGroups
    .filter((group) => !group.superAdminOnly || user?.superAdmin)
    .map((group) => ({ group: group.key, items: items.filter((item) => item.group === group.key) }))
    .filter((section) => section.items.length > 0);
}

/**
 * Where this user lands after sign-in and where "not authorised" sends them back to: the stores
 * when permitted (spec part 1 §2), else the first policy-gated item of their menu, else the first
 * item any signed-in user has (my account).
 */
export function landingPath(user: CurrentUser | null): string {
  const home = routeTable.find((route) => route.path === HOME_PATH);
  if (home && allowed(user, home.access)) return HOME_PATH;
  const items = sidebarSections(user).flatMap((section) => section.items);
  const gated = items.find(
    (item) => routeTable.find((route) => route.path === item.path)?.access !== 'signed-in',
  );
  return (gated ?? items[0])?.path ?? HOME_PATH;
}
