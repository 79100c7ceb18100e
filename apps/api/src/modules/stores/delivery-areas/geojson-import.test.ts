import { describe, expect, it } from 'vitest';
import { MAX_DELIVERY_AREAS_FILE_BYTES } from './delivery-area.js';
import { expectAppError, fixture } from './fixtures/fixtures.js';
import { parseDeliveryAreasGeoJson } from './geojson-import.js';
import { importMessages } from './import-errors.js';

const triangle = [
  [-70.6, -33.4],
  [-70.5, -33.4],
  [-70.5, -33.5],
  [-70.6, -33.4],
];
const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const polygon = { type: 'Polygon', coordinates: [triangle] };

describe('parseDeliveryAreasGeoJson', () => {
  it.each([
    [
      'a FeatureCollection',
      {
        type: 'FeatureCollection',
        features: [{ type: 'Feature', geometry: polygon, properties: { name: 'Centro' } }],
      },
      'Centro',
    ],
    [
      'a single Feature without properties',
      { type: 'Feature', geometry: polygon, properties: null },
      'Zona 1',
    ],
    ['a bare Polygon', polygon, 'Zona 1'],
  ])('reads %s', (_case, value, name) => {
    expect(parseDeliveryAreasGeoJson(json(value))).toEqual([
      {
        name,
        kind: 'zone',
        locked: false,
        points: [
          { latitude: -33.4, longitude: -70.6 },
          { latitude: -33.4, longitude: -70.5 },
          { latitude: -33.5, longitude: -70.5 },
        ],
      },
    ]);
  });

  it.each([
    ['a KML', fixture('santiago-zones.kml')],
    ['a PNG', fixture('logo-png.kml')],
    ['a JSON array', json([polygon])],
    ['JSON that is not GeoJSON', json({ zonas: [triangle] })],
    ['a FeatureCollection without features', json({ type: 'FeatureCollection' })],
  ])('refuses %s as not a GeoJSON (415)', (_case, bytes) => {
    expectAppError(() => parseDeliveryAreasGeoJson(bytes), 415, 1007, importMessages.notGeoJson);
  });

  it('refuses JSON that is cut short (422)', () => {
    const bytes = json({ type: 'FeatureCollection', features: [{ type: 'Feature', geometry: polygon }] });
    expectAppError(
      () => parseDeliveryAreasGeoJson(bytes.subarray(0, 40)),
      422,
      1001,
      importMessages.malformedJson,
    );
  });

  it('refuses a file over 1.5 MB (413) and one with no polygons (422)', () => {
    expectAppError(
      () => parseDeliveryAreasGeoJson(Buffer.alloc(MAX_DELIVERY_AREAS_FILE_BYTES + 1, ' ')),
      413,
      1006,
    );
    const points = {
      type: 'FeatureCollection',
      features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [-70.6, -33.4] } }],
    };
    expectAppError(() => parseDeliveryAreasGeoJson(json(points)), 422, 1001, importMessages.noAreas);
  });
});
