import { formatMoney } from '@tablero/domain';
import { useCallback } from 'react';
import { useTenant } from '../../app/tenant/tenant-context.js';

/** Minor units → the tenant country's money text: `450000` → "$4.500" in Chile. */
export function useMoney(): (minorUnits: number) => string {
  const { country } = useTenant();
  return useCallback((minorUnits: number) => formatMoney(minorUnits, country), [country]);
}
