/**
 * The sidebar groups of the spec, in order (part 1 §2). A group shows when at least one of its
 * items does; `superAdminOnly` groups need the super-admin flag besides.
 */
export const navGroups = [
  { key: 'myAccount', superAdminOnly: false },
  { key: 'reports', superAdminOnly: false },
  { key: 'sales', superAdminOnly: false },
  { key: 'menu', superAdminOnly: false },
  { key: 'settings', superAdminOnly: false },
  { key: 'marketing', superAdminOnly: false },
  { key: 'integrations', superAdminOnly: true },
  { key: 'pagesAdmin', superAdminOnly: true },
] as const;

export type NavGroupKey = (typeof navGroups)[number]['key'];
