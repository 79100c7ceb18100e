import { describe, expect, it } from 'vitest';
import { area, rectangle } from './fixtures/fixtures.js';
import { deliveryAreasToGeoJson } from './geojson-export.js';
import { parseDeliveryAreasGeoJson } from './geojson-import.js';
import { signedArea } from './rings.js';

const counterClockwise = rectangle(-33.44, -70.62, -33.42, -70.6);
const clockwise = [...counterClockwise].reverse();

const ringArea = (ring: number[][]) =>
  signedArea(
    ring.slice(0, -1).map(([longitude, latitude]) => ({ latitude: latitude!, longitude: longitude! })),
  );

describe('deliveryAreasToGeoJson', () => {
  const collection = deliveryAreasToGeoJson([
    area(7, 'Centro', counterClockwise),
    area(8, 'Parque', clockwise, { kind: 'exclusion', locked: true }),
  ]);

  it('writes a FeatureCollection of polygons with id, name, kind and locked', () => {
    expect(collection.type).toBe('FeatureCollection');
    expect(
      collection.features.map((feature) => [feature.id, feature.geometry.type, feature.properties]),
    ).toEqual([
      [7, 'Polygon', { id: 7, name: 'Centro', kind: 'zone', locked: false }],
      [8, 'Polygon', { id: 8, name: 'Parque', kind: 'exclusion', locked: true }],
    ]);
  });

  it('puts longitude first and closes every ring', () => {
    const ring = collection.features[0]!.geometry.coordinates[0]!;
    expect(ring).toEqual([
      [-70.62, -33.44],
      [-70.6, -33.44],
      [-70.6, -33.42],
      [-70.62, -33.42],
      [-70.62, -33.44],
    ]);
  });

  it('writes every outer ring counter-clockwise, turning a clockwise one around its first point', () => {
    const rings = collection.features.map((feature) => feature.geometry.coordinates[0]!);
    expect(rings.map(ringArea).every((signed) => signed > 0)).toBe(true);
    expect(rings[1]![0]).toEqual([clockwise[0]!.longitude, clockwise[0]!.latitude]);
    expect(rings[1]).toHaveLength(5);
  });

  it('is read back by the GeoJSON import as the same areas', () => {
    const imported = parseDeliveryAreasGeoJson(Buffer.from(JSON.stringify(collection)));
    expect(imported).toEqual([
      { name: 'Centro', kind: 'zone', locked: false, points: counterClockwise },
      {
        name: 'Parque',
        kind: 'exclusion',
        locked: true,
        points: [clockwise[0], ...clockwise.slice(1).reverse()],
      },
    ]);
  });
});
