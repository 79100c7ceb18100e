import { describe, expect, it } from 'vitest';
import { scheduledClosing } from './store-closing.js';

const zone = 'America/Santiago';
const now = new Date('2026-11-22T12:00:00-03:00');

describe('scheduled closing range (spec part 1 §5)', () => {
  it('turns the pickers’ wall clock of the tenant zone into instants', () => {
    expect(
      scheduledClosing(
        { start: '2026-11-22 15:00:00', end: '2026-11-22 18:30:00', reason: ' Inventario ' },
        zone,
        now,
      ),
    ).toEqual({
      closing: {
        kind: 'scheduled',
        startDatetime: '2026-11-22T15:00:00-03:00',
        endDatetime: '2026-11-22T18:30:00-03:00',
        reason: 'Inventario',
      },
    });
  });

  it.each([
    [
      { start: null, end: null },
      { start: 'startRequired', end: 'endRequired' },
    ],
    [{ start: '2026-11-22 15:00:00', end: null }, { end: 'endRequired' }],
    [{ start: '2026-11-22 18:00:00', end: '2026-11-22 15:00:00' }, { end: 'startBeforeEnd' }],
    [{ start: '2026-11-22 15:00:00', end: '2026-11-22 15:00:00' }, { end: 'startBeforeEnd' }],
    [{ start: '2026-11-21 09:00:00', end: '2026-11-21 10:00:00' }, { end: 'endPassed' }],
  ])('refuses %j', (draft, errors) => {
    expect(scheduledClosing({ ...draft, reason: '' }, zone, now)).toEqual({ errors });
  });

  it('accepts a range already started but not ended, and leaves out an empty reason', () => {
    const result = scheduledClosing(
      { start: '2026-11-22 11:00:00', end: '2026-11-22 13:00:00', reason: '  ' },
      zone,
      now,
    );
    expect(result).toEqual({
      closing: {
        kind: 'scheduled',
        startDatetime: '2026-11-22T11:00:00-03:00',
        endDatetime: '2026-11-22T13:00:00-03:00',
      },
    });
  });
});
