import { Navigate } from 'react-router';
import { useSession } from '../../shared/session/index.js';
import { landingPath } from '../sidebar-sections.js';

/** An unknown address: the user's own landing screen (sign-in when signed out). */
export function ToLanding() {
  const { user } = useSession();
  return <Navigate to={user ? landingPath(user) : '/'} replace />;
}
