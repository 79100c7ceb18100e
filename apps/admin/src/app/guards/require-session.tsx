import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../shared/session/index.js';
import { FullScreenLoader } from '../../shared/ui/full-screen-loader.js';

/** Signed-in routes: a loader while the session is being restored, sign-in when there is none. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'restoring') return <FullScreenLoader />;
  if (status === 'signed-out') return <Navigate to="/" replace />;
  return children;
}
