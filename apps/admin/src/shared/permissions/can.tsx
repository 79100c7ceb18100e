import type { ReactNode } from 'react';
import type { Requirement } from './permits.js';
import { useCan } from './use-can.js';

interface CanProps extends Requirement {
  children: ReactNode;
  /** Shown instead when not permitted (nothing by default). */
  fallback?: ReactNode;
}

/** `<Can policy="stores" action="delete">…</Can>`: the spec's action wrapper (part 1 §6). */
export function Can({ children, fallback = null, ...requirement }: CanProps) {
  const can = useCan();
  return can(requirement) ? children : fallback;
}
