import { describe, expect, it } from 'vitest';
import { normalisePolygon, polygonPoints, repeatedAreaNames } from './delivery-areas.js';

const p = (latitude: number, longitude: number) => ({ latitude, longitude });

describe('polygon normalisation', () => {
  it.each([
    [
      'rounds to 6 decimals',
      [p(-33.12345678, -70.1), p(-33.2, -70.2), p(-33.3, -70.1)],
      [p(-33.123457, -70.1), p(-33.2, -70.2), p(-33.3, -70.1)],
    ],
    ['drops consecutive repeats', [p(1, 1), p(1, 1), p(2, 2), p(2, 2), p(3, 1)], [p(1, 1), p(2, 2), p(3, 1)]],
    ['drops the closing point of a ring', [p(1, 1), p(2, 2), p(3, 1), p(1, 1)], [p(1, 1), p(2, 2), p(3, 1)]],
    [
      'counts points equal once rounded as repeats',
      [p(1, 1), p(1.0000001, 1), p(2, 2), p(3, 1)],
      [p(1, 1), p(2, 2), p(3, 1)],
    ],
    ['keeps a polygon already normal unchanged', [p(1, 1), p(2, 2), p(3, 1)], [p(1, 1), p(2, 2), p(3, 1)]],
  ])('%s', (_case, input, expected) => {
    expect(normalisePolygon(input)).toEqual(expected);
  });

  it('is idempotent', () => {
    const once = normalisePolygon([
      p(-33.1234567, -70.5),
      p(-33.2, -70.6),
      p(-33.3, -70.5),
      p(-33.1234567, -70.5),
    ]);
    expect(normalisePolygon(once)).toEqual(once);
  });

  it('refuses fewer than 3 distinct points, after normalising', () => {
    expect(polygonPoints.safeParse([p(1, 1), p(2, 2), p(1, 1)]).success).toBe(false);
    expect(polygonPoints.safeParse([p(1, 1), p(2, 2), p(2, 2), p(1, 1)]).success).toBe(false);
    expect(polygonPoints.safeParse([p(1, 1), p(2, 2), p(3, 3), p(1, 1)]).success).toBe(true);
  });

  it('refuses coordinates out of range', () => {
    expect(polygonPoints.safeParse([p(91, 1), p(2, 2), p(3, 3)]).success).toBe(false);
    expect(polygonPoints.safeParse([p(1, 181), p(2, 2), p(3, 3)]).success).toBe(false);
  });
});

describe('zone names', () => {
  it('repeat regardless of case and surrounding spaces', () => {
    expect(
      repeatedAreaNames([{ name: 'Centro' }, { name: 'Norte' }, { name: ' centro' }, { name: 'NORTE' }]),
    ).toEqual([2, 3]);
    expect(repeatedAreaNames([{ name: 'Centro' }, { name: 'Centro Sur' }])).toEqual([]);
  });
});
