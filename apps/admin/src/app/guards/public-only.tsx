import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../shared/session/index.js';
import { FullScreenLoader } from '../../shared/ui/full-screen-loader.js';
import { useViewer } from '../allowed.js';
import { landingPath } from '../sidebar-sections.js';

/** Sign-in: someone signed in goes to their landing (the stores, or their first permitted screen). */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const viewer = useViewer();
  if (status === 'restoring') return <FullScreenLoader />;
  if (status === 'signed-in') return <Navigate to={landingPath(viewer)} replace />;
  return children;
}
