import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../shared/session/index.js';

/** Nothing one user loaded may be shown to the next: the cache goes with the session. */
export function SessionQueryReset() {
  const { status } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status === 'signed-out') queryClient.clear();
  }, [status, queryClient]);
  return null;
}
