import { describe, expect, it } from 'vitest';
import { presetOf, rangeOf } from './date-range.js';

describe('report period presets', () => {
  it('counts local days back from today, across a month and a year end', () => {
    expect(rangeOf('yesterday', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(rangeOf('last7', '2026-01-03')).toEqual({ from: '2025-12-28', to: '2026-01-03' });
    expect(rangeOf('last30', '2026-11-27')).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    expect(rangeOf('thisMonth', '2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-27' });
  });

  it('names the preset a range is, and none for a custom one', () => {
    expect(presetOf({ from: '2026-11-21', to: '2026-11-27' }, '2026-11-27')).toBe('last7');
    expect(presetOf({ from: '2026-11-20', to: '2026-11-27' }, '2026-11-27')).toBeUndefined();
  });
});
