import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { notAuthorizedUrl } from '../../features/misc/urls.js';
import { useSession } from '../../shared/session/index.js';
import { allowed } from '../allowed.js';
import type { RouteAccess } from '../route-table.js';

/** Direct access without the route's policy lands on /misc/not-authorized (spec part 1 §2). */
export function RequireAccess({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { user } = useSession();
  if (!allowed(user, access)) return <Navigate to={notAuthorizedUrl()} replace />;
  return children;
}
