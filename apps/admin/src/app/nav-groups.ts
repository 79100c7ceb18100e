/**
 * The sidebar groups of the spec, in order (part 1 §2). A group shows when at least one of its
 * items does; `superAdminOnly` groups need the super-admin flag besides. "My account" is a
 * lone entry in the spec's list rather than a titled group, so the sidebar shows no heading for it.
 */
export const navGroups = [
  { key: 'myAccount', superAdminOnly: false, titled: false },
  { key: 'reports', superAdminOnly: false, titled: true },
  { key: 'sales', superAdminOnly: false, titled: true },
  { key: 'menu', superAdminOnly: false, titled: true },
  { key: 'settings', superAdminOnly: false, titled: true },
  { key: 'marketing', superAdminOnly: false, titled: true },
  { key: 'integrations', superAdminOnly: true, titled: true },
  { key: 'pagesAdmin', superAdminOnly: true, titled: true },
  // The platform's brands: its operators only, by the routes' `platform` access (allowed.ts).
  { key: 'platform', superAdminOnly: false, titled: true },
] as const;

export function isTitled(group: NavGroupKey): boolean {
  return navGroups.find((g) => g.key === group)?.titled ?? true;
}

export function isSuperAdminOnly(group: NavGroupKey): boolean {
  return navGroups.find((g) => g.key === group)?.superAdminOnly ?? false;
}

export type NavGroupKey = (typeof navGroups)[number]['key'];
