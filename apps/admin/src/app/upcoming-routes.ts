import type { PolicyKey } from '@tablero/domain';
import { lazyPage } from './lazy-page.js';
import type { AppRoute } from './route-table.js';

const comingSoon = lazyPage(() => import('../features/misc/coming-soon-page/coming-soon-page.js'));

/**
 * The spec's routes whose screens are not built yet (part 1 §2, part 2 §2), guarded already:
 * without the policy a direct visit lands on /misc/not-authorized, with it on an honest
 * "not available yet" page. An area that gets built replaces its rows with its own.
 */
const upcoming: [paths: string[], access: PolicyKey | 'signed-in', superAdminOnly?: true][] = [
  // Off unless the tenant's flags turn them on (tenant-gates.ts).
  [['/loyalty-program', '/best-selling-products'], 'signed-in'],
];

export const upcomingRoutes: AppRoute[] = upcoming.flatMap(([paths, access, superAdminOnly]) =>
  paths.map((path) => ({ path, access, page: comingSoon, ...(superAdminOnly ? { superAdminOnly } : {}) })),
);
