import { describe, expect, it } from 'vitest';
import { untilText } from './stock-until.js';

const SANTIAGO = 'America/Santiago';
const now = new Date('2026-11-26T20:00:00-03:00');

describe('untilText', () => {
  it('says today, tomorrow or the date, in the tenant’s time zone', () => {
    expect(untilText('2026-11-26T22:05:00-03:00', now, SANTIAGO)).toEqual({ kind: 'today', time: '22:05' });
    expect(untilText('2026-11-27T11:30:00-03:00', now, SANTIAGO)).toEqual({
      kind: 'tomorrow',
      time: '11:30',
    });
    expect(untilText('2026-11-28T11:30:00-03:00', now, SANTIAGO)).toEqual({
      kind: 'later',
      date: '28-11',
      time: '11:30',
    });
    // 23:30 in Santiago is already tomorrow in UTC: the tenant's day decides.
    expect(untilText('2026-11-27T02:30:00Z', now, SANTIAGO)).toEqual({ kind: 'today', time: '23:30' });
  });

  it('without a return, until someone turns it back', () => {
    expect(untilText(null, now, SANTIAGO)).toEqual({ kind: 'manual' });
  });
});
