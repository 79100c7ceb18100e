import { describe, expect, it } from 'vitest';
import { MAX_DELIVERY_AREAS_PER_FILE, MAX_POINTS_PER_AREA } from './delivery-area.js';
import { draftsFromFeatures, type UntrustedFeature } from './features-to-drafts.js';
import { expectAppError } from './fixtures/fixtures.js';

const ringOf = (size: number, closed = true) => {
  const ring = Array.from({ length: size }, (_, i) => {
    const angle = (2 * Math.PI * i) / size;
    return [-70.6 + 0.01 * Math.cos(angle), -33.44 + 0.01 * Math.sin(angle)];
  });
  return closed ? [...ring, ring[0]] : ring;
};
const polygonFeature = (name: string, rings: unknown[]): UntrustedFeature => ({
  geometry: { type: 'Polygon', coordinates: rings },
  properties: { name },
});

describe('draftsFromFeatures limits', () => {
  it(`accepts ${MAX_DELIVERY_AREAS_PER_FILE} areas and refuses one more`, () => {
    const features = (n: number) => Array.from({ length: n }, (_, i) => polygonFeature(`Z${i}`, [ringOf(3)]));
    expect(draftsFromFeatures(features(MAX_DELIVERY_AREAS_PER_FILE))).toHaveLength(
      MAX_DELIVERY_AREAS_PER_FILE,
    );
    expectAppError(
      () => draftsFromFeatures(features(MAX_DELIVERY_AREAS_PER_FILE + 1)),
      422,
      1001,
      'El archivo tiene más de 200 zonas',
    );
  });

  it('counts holes turned into exclusions against the limit', () => {
    const holes = Array.from({ length: MAX_DELIVERY_AREAS_PER_FILE }, () => ringOf(3));
    expectAppError(() => draftsFromFeatures([polygonFeature('Queso', [ringOf(3), ...holes])]), 422, 1001);
  });

  it(`accepts ${MAX_POINTS_PER_AREA} points in a zone and refuses one more, closed or open`, () => {
    const [area] = draftsFromFeatures([polygonFeature('Grande', [ringOf(MAX_POINTS_PER_AREA)])]);
    expect(area?.points).toHaveLength(MAX_POINTS_PER_AREA);
    for (const closed of [true, false]) {
      expectAppError(
        () => draftsFromFeatures([polygonFeature('Enorme', [ringOf(MAX_POINTS_PER_AREA + 1, closed)])]),
        422,
        1001,
        'La zona "Enorme" tiene más de 10.000 puntos',
      );
    }
  });

  it('refuses a ring of fewer than 3 distinct points', () => {
    const flat = [
      [-70.6, -33.4],
      [-70.5, -33.4],
      [-70.5, -33.4],
      [-70.6, -33.4],
    ];
    expectAppError(
      () => draftsFromFeatures([polygonFeature('Línea', [flat])]),
      422,
      1001,
      'La zona "Línea" debe tener al menos 3 puntos',
    );
  });

  it.each([
    ['latitude over 90', [-70.6, 91]],
    ['longitude under -180', [-181, -33.4]],
    ['a missing latitude', [-70.6]],
    ['text', ['-70.6', '-33.4']],
    ['not a position', 'a'],
  ])('refuses a coordinate with %s', (_case, bad) => {
    const ring = [[-70.6, -33.4], [-70.5, -33.4], bad, [-70.6, -33.4]];
    expectAppError(
      () => draftsFromFeatures([polygonFeature('Rara', [ring])]),
      422,
      1001,
      'La zona "Rara" tiene coordenadas inválidas',
    );
  });

  it('reads MultiPolygons and nested GeometryCollections, but not without end', () => {
    const polygon = [ringOf(3)];
    const nested = (depth: number): unknown =>
      depth === 0
        ? { type: 'Polygon', coordinates: polygon }
        : { type: 'GeometryCollection', geometries: [nested(depth - 1)] };
    const drafts = draftsFromFeatures([
      { geometry: { type: 'MultiPolygon', coordinates: [polygon, polygon] }, properties: null },
      { geometry: nested(4), properties: null },
    ]);
    expect(drafts.map((draft) => draft.name)).toEqual(['Zona 1', 'Zona 2', 'Zona 3']);
    expectAppError(() => draftsFromFeatures([{ geometry: nested(5), properties: null }]), 422, 1001);
  });

  it('names an unnamed exclusion "Exclusión N" and drops the holes of an exclusion', () => {
    const drafts = draftsFromFeatures([
      {
        geometry: { type: 'Polygon', coordinates: [ringOf(4), ringOf(3)] },
        properties: { kind: 'exclusion' },
      },
    ]);
    expect(drafts.map(({ name, kind }) => [name, kind])).toEqual([['Exclusión 1', 'exclusion']]);
  });
});
