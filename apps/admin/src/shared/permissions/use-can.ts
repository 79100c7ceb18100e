import { useCallback } from 'react';
import { useSession } from '../session/index.js';
import { permits, type Requirement } from './permits.js';

/** `const can = useCan(); can({ policy: 'stores', action: 'delete' })`. */
export function useCan(): (requirement: Requirement) => boolean {
  const { user } = useSession();
  return useCallback((requirement: Requirement) => permits(user, requirement), [user]);
}
