import type { CurrentUser } from '../shared/session/index.js';
import { allowed } from './allowed.js';
import { type NavGroupKey, navGroups } from './nav-groups.js';
import { type NavEntry, routeTable } from './route-table.js';

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
