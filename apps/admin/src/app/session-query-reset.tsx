import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '../shared/session/index.js';

/**
 * Nothing one user loaded may be shown to the next: the cache goes when a session ends. Not when a
 * reload finds no session: a public page's call may be under way then, and clearing would strand it.
 */
export function SessionQueryReset() {
  const { status } = useSession();
  const queryClient = useQueryClient();
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (status === 'signed-in') wasSignedIn.current = true;
    else if (status === 'signed-out' && wasSignedIn.current) {
      wasSignedIn.current = false;
      queryClient.clear();
    }
  }, [status, queryClient]);
  return null;
}
