import { describe, expect, it } from 'vitest';
import { dayOfTyped } from './typed-day.js';

describe('a typed day', () => {
  it.each([
    ['28-11-2026', '2026-11-28'],
    ['28/11/2026', '2026-11-28'],
    ['1.2.26', '2026-02-01'],
    ['2026-11-28', '2026-11-28'],
    [' 29-02-2028 ', '2028-02-29'],
    ['29-02-2027', null],
    ['31-04-2026', null],
    ['11-28-2026', null],
    ['mañana', null],
    ['', null],
  ])('%j is %j', (typed, day) => {
    expect(dayOfTyped(typed)).toBe(day);
  });
});
