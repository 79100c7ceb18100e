import { Navigate } from 'react-router';
import { useViewer } from '../allowed.js';
import { landingPath } from '../sidebar-sections.js';

/** An unknown address: the user's own landing screen (sign-in when signed out). */
export function ToLanding() {
  const viewer = useViewer();
  return <Navigate to={viewer.user ? landingPath(viewer) : '/'} replace />;
}
