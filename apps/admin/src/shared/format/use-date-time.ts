import { formatDateTime } from '@tablero/domain';
import { useCallback } from 'react';
import { useTenant } from '../../app/tenant/tenant-context.js';

/** An instant as the spec's `YYYY-MM-DDTHH:mm` in the tenant's time zone, not the browser's. */
export function useDateTime(): (instant: Date | string) => string {
  const { timeZone } = useTenant();
  return useCallback((instant: Date | string) => formatDateTime(instant, timeZone), [timeZone]);
}
