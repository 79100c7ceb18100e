import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../app/tenant/tenant-context.js';
import { untilText } from './stock-until.js';

/** "hasta las 16:05", "hasta mañana a las 11:30", … in the tenant's time zone. */
export function useUntilText() {
  const { t } = useTranslation('stock');
  const { timeZone } = useTenant();
  return useCallback(
    (until: string | null) => {
      const text = untilText(until, new Date(), timeZone);
      return t(`until.${text.kind}`, text);
    },
    [t, timeZone],
  );
}
