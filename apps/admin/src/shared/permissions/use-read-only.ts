import type { PolicyKey } from '@tablero/domain';
import { useCan } from './use-can.js';

/** Spec part 1 §6: "A screen is read-only when the user has show but not update". */
export function useReadOnly(policy: PolicyKey | undefined): boolean {
  const can = useCan();
  if (!policy) return false;
  return can({ policy, action: 'show' }) && !can({ policy, action: 'update' });
}
