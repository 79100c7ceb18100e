import { formatCount } from '@tablero/domain';
import { useCallback } from 'react';
import { useTenant } from '../../app/tenant/tenant-context.js';

/** A whole count in the tenant country's digits: `12345` → "12.345" in Chile. */
export function useCount(): (count: number) => string {
  const { country } = useTenant();
  return useCallback((count: number) => formatCount(count, country), [country]);
}
