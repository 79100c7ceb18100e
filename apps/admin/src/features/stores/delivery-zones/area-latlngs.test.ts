import { describe, expect, it } from 'vitest';
import { boundsOf, pointsKey, toLatLngs, toPoints } from './area-latlngs.js';

const triangle = [
  { latitude: -33.42, longitude: -70.62 },
  { latitude: -33.42, longitude: -70.6 },
  { latitude: -33.44, longitude: -70.6 },
];

describe('toLatLngs', () => {
  it('turns points into [latitude, longitude] pairs', () => {
    expect(toLatLngs(triangle)).toEqual([
      [-33.42, -70.62],
      [-33.42, -70.6],
      [-33.44, -70.6],
    ]);
  });

  it('drops a closing point that repeats the first (as KML rings do)', () => {
    expect(toLatLngs([...triangle, triangle[0]!])).toHaveLength(3);
  });
});

describe('toPoints', () => {
  it('reads the outer ring of a polygon and rounds to 6 decimals', () => {
    const rings = [
      [
        { lat: -33.4212345678, lng: -70.6 },
        { lat: -33.43, lng: -70.61 },
        { lat: -33.44, lng: -70.62 },
      ],
      [{ lat: -33.43, lng: -70.615 }],
    ];
    expect(toPoints(rings)).toEqual([
      { latitude: -33.421235, longitude: -70.6 },
      { latitude: -33.43, longitude: -70.61 },
      { latitude: -33.44, longitude: -70.62 },
    ]);
  });

  it('reads a flat ring and a multi-polygon alike', () => {
    const ring = [{ lat: -33.4, lng: -70.6 }];
    expect(toPoints(ring)).toEqual(toPoints([[ring]]));
  });

  it('round-trips with toLatLngs', () => {
    const latlngs = toLatLngs(triangle).map(([lat, lng]) => ({ lat, lng }));
    expect(toPoints(latlngs)).toEqual(triangle);
  });
});

describe('pointsKey', () => {
  it('is equal for equal coordinates in new arrays', () => {
    expect(pointsKey(triangle.map((point) => ({ ...point })))).toBe(pointsKey(triangle));
  });
});

describe('boundsOf', () => {
  it('boxes every point, south-west first', () => {
    expect(boundsOf(triangle)).toEqual([
      [-33.44, -70.62],
      [-33.42, -70.6],
    ]);
  });

  it('is null without points', () => {
    expect(boundsOf([])).toBeNull();
  });
});
