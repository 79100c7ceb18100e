import { useSyncExternalStore } from 'react';
import { type SessionSnapshot, sessionSnapshot, subscribeSession } from './session-store.js';

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, sessionSnapshot);
}
