import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { notAuthorizedUrl } from '../../features/misc/urls.js';
import { allowed, useViewer } from '../allowed.js';
import type { AppRoute } from '../route-table.js';

/**
 * Direct access without the route's policy, or to an area the tenant does not have, lands on
 * /misc/not-authorized (spec part 1 §2).
 */
export function RequireAccess({ route, children }: { route: AppRoute; children: ReactNode }) {
  const viewer = useViewer();
  if (!allowed(viewer, route)) return <Navigate to={notAuthorizedUrl()} replace />;
  return children;
}
