import { type DispatchMethod, type Weekday, weekdays } from '@tablero/domain';
import type { BusinessHourValue } from './store-form-values.js';

/** The periods of one weekday in one grid, with their index in the whole list. */
export function periodsOf(hours: readonly BusinessHourValue[], day: Weekday, dispatch: DispatchMethod) {
  return hours
    .map((hour, index) => ({ hour, index }))
    .filter(({ hour }) => hour.day === day && hour.dispatchMethod === dispatch);
}

/**
 * The "different hours for delivery and pickup" switch. On: each period for both becomes a pickup
 * period (keeping its id) and a delivery copy. Off: pickup periods serve both again and delivery
 * periods go, so one grid is left, as the rules ask (no period other than "both").
 */
export function toggleDifferentHours(hours: readonly BusinessHourValue[], on: boolean): BusinessHourValue[] {
  if (on)
    return hours.flatMap((hour) => {
      if (hour.dispatchMethod !== 'both') return [hour];
      const { id: _id, ...copy } = hour;
      return [
        { ...hour, dispatchMethod: 'pick_up' as const },
        { ...copy, dispatchMethod: 'delivery' as const },
      ];
    });
  return hours.flatMap((hour) => {
    if (hour.dispatchMethod === 'delivery') return [];
    return [{ ...hour, dispatchMethod: 'both' as const }];
  });
}

/** A new period after the day's last one (or a usual working day when it has none). */
export function addPeriod(
  hours: readonly BusinessHourValue[],
  day: Weekday,
  dispatch: DispatchMethod,
): BusinessHourValue[] {
  const last = periodsOf(hours, day, dispatch).at(-1)?.hour;
  const openingTime = last ? last.closingTime : '09:00';
  const closingTime = last ? '23:59' : '18:00';
  return [...hours, { day, openingTime, closingTime, dispatchMethod: dispatch }];
}

/**
 * Every other weekday of the grid takes this day's periods. Periods replaced keep their ids in
 * order, so a copy over saved hours updates them instead of deleting and creating.
 */
export function copyDayToWeek(
  hours: readonly BusinessHourValue[],
  day: Weekday,
  dispatch: DispatchMethod,
): BusinessHourValue[] {
  const template = periodsOf(hours, day, dispatch).map(({ hour }) => hour);
  const others = hours.filter((h) => h.dispatchMethod !== dispatch);
  const result: BusinessHourValue[] = [...others];
  for (const weekday of weekdays) {
    if (weekday === day) {
      result.push(...template);
      continue;
    }
    const ids = periodsOf(hours, weekday, dispatch).map(({ hour }) => hour.id);
    template.forEach((period, i) => {
      const { id: _id, ...copy } = period;
      const id = ids[i];
      result.push({ ...copy, day: weekday, ...(id === undefined ? {} : { id }) });
    });
  }
  return result;
}
