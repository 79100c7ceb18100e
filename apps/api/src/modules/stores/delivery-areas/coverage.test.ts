import { describe, expect, it } from 'vitest';
import { coverageAt } from './coverage.js';
import { area, rectangle } from './fixtures/fixtures.js';

// Providencia-sized zones around Av. Providencia; numbers chosen so edges are exact in binary.
const large = area(1, 'Grande', rectangle(-33.5, -70.75, -33.375, -70.5));
const small = area(2, 'Chica', rectangle(-33.4375, -70.625, -33.40625, -70.59375));
const sameSizeAsSmall = area(3, 'Gemela', rectangle(-33.4375, -70.625, -33.40625, -70.59375));
const park = area(4, 'Parque', rectangle(-33.46875, -70.6875, -33.4375, -70.65625), { kind: 'exclusion' });
const at = (latitude: number, longitude: number) => ({ latitude, longitude });

describe('coverageAt', () => {
  it('finds the zone containing a point', () => {
    expect(coverageAt([large, park], at(-33.45, -70.55))).toEqual({
      covered: true,
      zone: large,
      exclusion: null,
    });
  });

  it('covers nothing outside every zone', () => {
    expect(coverageAt([large, small, park], at(-33.6, -70.6))).toEqual({
      covered: false,
      zone: null,
      exclusion: null,
    });
  });

  it('lets an exclusion inside a zone win', () => {
    expect(coverageAt([large, park], at(-33.45, -70.67))).toEqual({
      covered: false,
      zone: null,
      exclusion: park,
    });
  });

  it('reports the exclusion even when no zone contains the point', () => {
    const outside = area(5, 'Lejos', rectangle(-34, -71, -33.9, -70.9), { kind: 'exclusion' });
    expect(coverageAt([large, outside], at(-33.95, -70.95)).exclusion).toBe(outside);
  });

  it('picks the smallest of overlapping zones, wherever it is in the list', () => {
    expect(coverageAt([large, small], at(-33.42, -70.61)).zone).toBe(small);
    expect(coverageAt([small, large], at(-33.42, -70.61)).zone).toBe(small);
  });

  it('picks the first of overlapping zones of equal size', () => {
    expect(coverageAt([sameSizeAsSmall, small], at(-33.42, -70.61)).zone).toBe(sameSizeAsSmall);
    expect(coverageAt([small, sameSizeAsSmall], at(-33.42, -70.61)).zone).toBe(small);
  });

  it.each([
    ['on an edge', at(-33.5, -70.6)],
    ['on a vertex', at(-33.5, -70.75)],
  ])('counts a point %s of a zone as covered', (_case, point) => {
    expect(coverageAt([large], point).zone).toBe(large);
  });

  it('excludes a point on the edge an exclusion shares with a zone', () => {
    const zone = area(6, 'Norte', rectangle(-33.4375, -70.6875, -33.40625, -70.65625));
    expect(coverageAt([zone, park], at(-33.4375, -70.67))).toEqual({
      covered: false,
      zone: null,
      exclusion: park,
    });
  });

  it('ignores an area with fewer than 3 points instead of failing', () => {
    const broken = area(7, 'Rota', [at(-33.4, -70.6), at(-33.5, -70.5)]);
    expect(coverageAt([broken, large], at(-33.45, -70.55)).zone).toBe(large);
  });

  it('reads a clockwise ring the same as a counter-clockwise one', () => {
    const clockwise = area(8, 'Horario', [...small.points].reverse());
    expect(coverageAt([clockwise], at(-33.42, -70.61)).zone).toBe(clockwise);
  });
});
