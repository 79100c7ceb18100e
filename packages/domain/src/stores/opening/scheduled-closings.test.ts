import { describe, expect, it } from 'vitest';
import {
  activeScheduledClosing,
  isScheduledClosingExpired,
  scheduledClosingsInForce,
} from './scheduled-closings.js';

describe('an expired scheduled closing cannot be reused', () => {
  it.each([
    ['ended an hour ago', '2026-11-22T13:00:00-03:00', true],
    ['ends right now (its end does not count)', '2026-11-22T14:00:00-03:00', true],
    ['ends in a minute', '2026-11-22T14:01:00-03:00', false],
    // 16:30Z is 13:30 in Santiago: compared as instants, not as text.
    ['ends later, written in UTC', '2026-11-22T17:30:00Z', false],
    ['ended, written in UTC', '2026-11-22T16:30:00Z', true],
  ])('a closing that %s is expired → %s', (_, end, expired) => {
    expect(isScheduledClosingExpired({ end_datetime: end }, new Date('2026-11-22T14:00:00-03:00'))).toBe(
      expired,
    );
  });
});

const lunch = {
  id: 7,
  reason: 'Almuerzo',
  start_datetime: '2026-11-22T12:00:00-03:00',
  end_datetime: '2026-11-22T13:00:00-03:00',
  dispatch_method: 'both' as const,
};
const deliveryAfternoon = {
  id: 8,
  reason: 'Sin repartidores',
  start_datetime: '2026-11-22T12:30:00-03:00',
  end_datetime: '2026-11-22T18:00:00-03:00',
  dispatch_method: 'delivery' as const,
};
const schedule = { scheduled_closing_times: [lunch, deliveryAfternoon] };

describe('the scheduled closing in force, which re-opening ends', () => {
  it.each([
    ['none before any closing', '2026-11-22T11:59:00-03:00', null],
    ['the closing from its start', '2026-11-22T12:00:00-03:00', lunch],
    ['the one ending last when two overlap', '2026-11-22T12:45:00-03:00', deliveryAfternoon],
    ['a closing covering one method only', '2026-11-22T13:00:00-03:00', deliveryAfternoon],
    ['none once all have ended', '2026-11-22T18:00:00-03:00', null],
  ])('is %s', (_, at, expected) => {
    expect(activeScheduledClosing(schedule, new Date(at))).toBe(expected);
  });

  it('lists every closing in force, keeping the caller’s fields', () => {
    expect(scheduledClosingsInForce(schedule, new Date('2026-11-22T12:45:00-03:00'))).toEqual([
      lunch,
      deliveryAfternoon,
    ]);
  });
});
