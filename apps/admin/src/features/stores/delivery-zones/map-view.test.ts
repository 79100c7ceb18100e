import { describe, expect, it } from 'vitest';
import type { DeliveryArea } from './delivery-area.js';
import { coordinateLabel, viewBounds } from './map-view.js';

const area = (latitude: number, longitude: number, destroy?: boolean): DeliveryArea => ({
  name: 'Zona',
  kind: 'zone',
  locked: false,
  points: [{ latitude, longitude }],
  destroy,
});

describe('viewBounds', () => {
  it('covers the areas shown and the store', () => {
    expect(viewBounds([area(-33.4, -70.6)], { latitude: -33.5, longitude: -70.5 })).toEqual([
      [-33.5, -70.6],
      [-33.4, -70.5],
    ]);
  });

  it('leaves out areas marked destroy', () => {
    expect(viewBounds([area(-33.4, -70.6), area(-40, -73, true)], null)).toEqual([
      [-33.4, -70.6],
      [-33.4, -70.6],
    ]);
  });

  it('is null with neither areas nor store', () => {
    expect(viewBounds([], null)).toBeNull();
  });
});

describe('coordinateLabel', () => {
  it('uses more decimals the closer the zoom', () => {
    expect(coordinateLabel(-33.43123, -70.61, 13)).toBe('-33.431°, -70.610°');
    expect(coordinateLabel(-33.43123, -70.61, 5)).toBe('-33.4°, -70.6°');
  });
});
