import { describe, expect, it } from 'vitest';
import { type WaitTimeException, waitTimesAt } from './wait-times.js';

const fridayNights: WaitTimeException = {
  kind: 'periodic',
  day: 'friday',
  start_time: '19:00',
  end_time: '22:00',
  delivery_wait_time: 45,
  pick_up_wait_time: 20,
};
// Listed after the periodic one on purpose: a specific exception wins wherever it sits.
const christmas: WaitTimeException = {
  kind: 'specific',
  start_date: '2026-12-24',
  end_date: '2026-12-25',
  start_time: '18:00',
  end_time: '23:00',
  delivery_wait_time: 60,
  pick_up_wait_time: 25,
};
const store = {
  delivery_wait_time: 30,
  pick_up_wait_time: 15,
  exceptional_wait_times: [fridayNights, christmas],
};

const normal = [30, 15];
const periodic = [45, 20];
const specific = [60, 25];

describe('waitTimesAt', () => {
  it.each([
    ['a Friday night: the periodic exception', '2026-12-18T20:00:00-03:00', periodic],
    ['a Friday at the periodic start (it counts)', '2026-12-18T19:00:00-03:00', periodic],
    ['a Friday at the periodic end (it does not count)', '2026-12-18T22:00:00-03:00', normal],
    ['a Thursday night: no exception', '2026-12-17T20:00:00-03:00', normal],
    ['the first date of the specific range', '2026-12-24T19:00:00-03:00', specific],
    ['a Friday night inside the specific range: specific wins', '2026-12-25T20:00:00-03:00', specific],
    ['a date of the range before its start time', '2026-12-25T17:00:00-03:00', normal],
    ['a date of the range at its end time', '2026-12-25T23:00:00-03:00', normal],
    ['the day before the range', '2026-12-23T20:00:00-03:00', normal],
    ['the day after the range', '2026-12-26T20:00:00-03:00', normal],
  ])('%s', (_, at, [delivery, pickUp]) => {
    expect(waitTimesAt(store, new Date(at), 'America/Santiago')).toEqual({
      delivery_wait_time: delivery,
      pick_up_wait_time: pickUp,
    });
  });

  it.each([
    // 23:30Z is 20:30 on Friday in Santiago (UTC-3) but 17:30 in Belize (UTC-6).
    ['America/Santiago', periodic],
    ['America/Belize', normal],
  ])('reads the local time of %s', (zone, [delivery, pickUp]) => {
    expect(waitTimesAt(store, new Date('2026-12-18T23:30:00Z'), zone)).toEqual({
      delivery_wait_time: delivery,
      pick_up_wait_time: pickUp,
    });
  });

  it('uses the normal times for a store without exceptions', () => {
    const plain = { delivery_wait_time: 35, pick_up_wait_time: 10, exceptional_wait_times: [] };
    expect(waitTimesAt(plain, new Date('2026-12-18T20:00:00-03:00'), 'America/Santiago')).toEqual({
      delivery_wait_time: 35,
      pick_up_wait_time: 10,
    });
  });
});
