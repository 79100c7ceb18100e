import { zonedParts } from '@tablero/domain';
import { useTenant } from '../../app/tenant/tenant-context.js';
import { useListParams } from '../../shared/ui/data-table/index.js';
import type { ReportRange } from './api.js';
import { isLocalDate, presetOf, type RangePreset, rangeOf } from './date-range.js';

const filterNames = ['from', 'to', 'storeIds'] as const;
type ReportFilter = (typeof filterNames)[number];

/** Store ids from the address's comma-separated list; anything else is dropped. */
const storeIdsOf = (text: string) =>
  text
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);

/**
 * A report's period and stores, kept in the address (`?from&to&storeIds=1,2`) so a report can be
 * shared or reloaded as it is: the `preset` period of the tenant by default (the last 30 days).
 */
export function useReportRange(byDefault: RangePreset = 'last30'): {
  range: ReportRange;
  today: string;
  preset: RangePreset | undefined;
  setRange(changes: Partial<Record<ReportFilter, string>>): void;
} {
  const { timeZone } = useTenant();
  const today = zonedParts(new Date(), timeZone).date;
  const { filters, setFilter } = useListParams(filterNames);
  const fallback = rangeOf(byDefault, today);
  const range: ReportRange = {
    from: isLocalDate(filters.from) ? filters.from : fallback.from,
    to: isLocalDate(filters.to) ? filters.to : fallback.to,
    storeIds: storeIdsOf(filters.storeIds),
  };
  return {
    range,
    today,
    preset: presetOf(range, today),
    setRange: (changes) => {
      for (const [name, value] of Object.entries(changes)) setFilter(name as ReportFilter, value);
    },
  };
}
