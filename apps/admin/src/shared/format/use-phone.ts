import { formatPhone } from '@tablero/domain';
import { useCallback } from 'react';
import { useTenant } from '../../app/tenant/tenant-context.js';

/** "+56912345678" → "+569 1234 5678" with the tenant country's prefix. */
export function usePhone(): (phone: string) => string {
  const { country } = useTenant();
  return useCallback((phone: string) => formatPhone(phone, country), [country]);
}
