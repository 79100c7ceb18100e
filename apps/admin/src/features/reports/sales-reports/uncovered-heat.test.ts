import { describe, expect, it } from 'vitest';
import { HEAT_COLORS, heatOf, legendSteps } from './uncovered-heat.js';

describe('heatOf', () => {
  it('draws the most tried place largest, darkest and most opaque', () => {
    expect(heatOf(40, 40)).toEqual({ radius: 16, color: HEAT_COLORS.at(-1), fillOpacity: 0.85 });
  });

  it('grows with the attempts', () => {
    const [one, some, most] = [1, 10, 40].map((attempts) => heatOf(attempts, 40));
    expect(one!.radius).toBeLessThan(some!.radius);
    expect(some!.radius).toBeLessThan(most!.radius);
    expect(one!.fillOpacity).toBeLessThan(some!.fillOpacity);
    expect(HEAT_COLORS.indexOf(one!.color as never)).toBeLessThan(HEAT_COLORS.indexOf(some!.color as never));
  });

  it('reads a quarter of the attempts as half as hot', () => {
    expect(heatOf(25, 100).fillOpacity).toBe(0.6);
  });

  it('draws a place tried once as the hottest when none was tried more', () => {
    expect(heatOf(1, 1)).toEqual(heatOf(40, 40));
  });
});

describe('legendSteps', () => {
  it.each([
    [1, [1]],
    [2, [1, 2]],
    [10, [1, 2, 4, 7, 10]],
    [1000, [1, 40, 160, 360, 640, 1000]],
  ])('for at most %i attempts shows %j', (most, steps) => {
    expect(legendSteps(most)).toEqual(steps);
  });
});
