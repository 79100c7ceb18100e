import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../shared/session/index.js';
import { FullScreenLoader } from '../../shared/ui/full-screen-loader.js';
import { HOME_PATH } from '../route-table.js';

/** Sign-in: someone already signed in goes straight to the stores. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'restoring') return <FullScreenLoader />;
  if (status === 'signed-in') return <Navigate to={HOME_PATH} replace />;
  return children;
}
