import { describe, expect, it } from 'vitest';
import { addPeriod, copyDayToWeek, periodsOf, toggleDifferentHours } from './business-hours.js';
import type { BusinessHourValue } from './store-form-values.js';

const lunch: BusinessHourValue = {
  id: 1,
  day: 'monday',
  openingTime: '12:00',
  closingTime: '16:00',
  dispatchMethod: 'both',
};

describe('business hours', () => {
  it('splits each period into pickup (keeping its id) and delivery when hours differ', () => {
    expect(toggleDifferentHours([lunch], true)).toEqual([
      { ...lunch, dispatchMethod: 'pick_up' },
      { day: 'monday', openingTime: '12:00', closingTime: '16:00', dispatchMethod: 'delivery' },
    ]);
  });

  it('goes back to one grid for both, dropping the delivery periods', () => {
    const split = toggleDifferentHours([lunch], true);
    expect(toggleDifferentHours(split, false)).toEqual([lunch]);
  });

  it('adds a period after the last one of the day', () => {
    const hours = addPeriod([lunch], 'monday', 'both');
    expect(hours[1]).toEqual({
      day: 'monday',
      openingTime: '16:00',
      closingTime: '23:59',
      dispatchMethod: 'both',
    });
    expect(addPeriod([], 'friday', 'delivery')[0]?.openingTime).toBe('09:00');
  });

  it('copies a day to the week, reusing the ids of the periods it replaces', () => {
    const tuesday = { ...lunch, id: 2, day: 'tuesday' as const, openingTime: '10:00' };
    const week = copyDayToWeek([lunch, tuesday], 'monday', 'both');
    expect(week).toHaveLength(7);
    expect(periodsOf(week, 'tuesday', 'both')[0]?.hour).toEqual({ ...lunch, id: 2, day: 'tuesday' });
    expect(periodsOf(week, 'sunday', 'both')[0]?.hour).not.toHaveProperty('id');
  });

  it('leaves the other grid alone when copying', () => {
    const delivery = { ...lunch, id: 3, dispatchMethod: 'delivery' as const, day: 'sunday' as const };
    const week = copyDayToWeek([{ ...lunch, dispatchMethod: 'pick_up' }, delivery], 'monday', 'pick_up');
    expect(week).toContainEqual(delivery);
  });
});
