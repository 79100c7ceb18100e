import { zonedParts } from '@tablero/domain';
import { useTenant } from '../../app/tenant/tenant-context.js';
import { useListParams } from '../../shared/ui/data-table/index.js';
import type { ReportRange } from './api.js';
import { isLocalDate, presetOf, type RangePreset, rangeOf } from './date-range.js';

const rangeNames = ['from', 'to', 'storeIds'] as const;

/** Store ids from the address's comma-separated list; anything else is dropped. */
const storeIdsOf = (text: string) =>
  text
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);

/**
 * A report's period and stores, and any `more` filters of its own, kept in the address
 * (`?from&to&storeIds=1,2&…`) so a report can be shared or reloaded as it is: the `byDefault`
 * period of the tenant when none is given (the last 30 days).
 */
export function useReportRange<More extends string = never>(
  byDefault: RangePreset = 'last30',
  more: readonly More[] = [],
): {
  range: ReportRange;
  today: string;
  preset: RangePreset | undefined;
  /** The `more` filters as the address has them ('' when absent). */
  filters: Record<More, string>;
  setRange(changes: Partial<Record<(typeof rangeNames)[number] | More, string>>): void;
} {
  const { timeZone } = useTenant();
  const today = zonedParts(new Date(), timeZone).date;
  const { filters, setFilter } = useListParams<(typeof rangeNames)[number] | More>([...rangeNames, ...more]);
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
    filters: filters as Record<More, string>,
    setRange: (changes) => {
      for (const [name, value] of Object.entries(changes))
        setFilter(name as (typeof rangeNames)[number] | More, value as string);
    },
  };
}
