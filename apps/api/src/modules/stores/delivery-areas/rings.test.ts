import { describe, expect, it } from 'vitest';
import { rectangle } from './fixtures/fixtures.js';
import { closedRing, counterClockwise, openRing, signedArea } from './rings.js';

const square = rectangle(-33.5, -70.75, -33.375, -70.5);

describe('rings', () => {
  it('opens a closed ring and removes repeated consecutive points', () => {
    const [a, b, c, d] = square;
    expect(openRing([a!, a!, b!, c!, c!, d!, a!, a!])).toEqual(square);
  });

  it('closes a ring, longitude first', () => {
    expect(closedRing(square.slice(0, 3))).toEqual([
      [-70.75, -33.5],
      [-70.5, -33.5],
      [-70.5, -33.375],
      [-70.75, -33.5],
    ]);
  });

  it('gives counter-clockwise rings a positive area and clockwise ones a negative area', () => {
    expect(signedArea(square)).toBeGreaterThan(0);
    expect(signedArea([...square].reverse())).toBeCloseTo(-signedArea(square), 12);
  });

  it('scales longitude by the latitude, so area compares zones as on the ground', () => {
    // 0.25° × 0.125° at 33.4° S: the east-west side is cos(33.4°) as long as at the equator.
    expect(signedArea(square)).toBeCloseTo(0.25 * 0.125 * Math.cos((33.4375 * Math.PI) / 180), 12);
  });

  it('turns a clockwise ring around its first point and leaves a counter-clockwise one alone', () => {
    const clockwise = [...square].reverse();
    expect(counterClockwise(square)).toBe(square);
    expect(counterClockwise(clockwise)).toEqual([clockwise[0], ...clockwise.slice(1).reverse()]);
  });
});
