import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import type { DeliveryArea } from './delivery-area.js';
import { area, fixture } from './fixtures/fixtures.js';
import { deliveryAreasToKml } from './kml-export.js';
import { parseDeliveryAreasKml } from './kml-import.js';

const providencia = area(1, 'Providencia', [
  { latitude: -33.420123, longitude: -70.621045 },
  { latitude: -33.415234, longitude: -70.599876 },
  { latitude: -33.430987, longitude: -70.595123 },
]);
const cerro = area(
  2,
  'Cerro <San> "Cristóbal" & Pedro\'s',
  [
    { latitude: -33.418, longitude: -70.642 },
    { latitude: -33.418, longitude: -70.625 },
    { latitude: -33.43, longitude: -70.625 },
    { latitude: -33.43, longitude: -70.642 },
  ],
  { kind: 'exclusion', locked: true },
);

const parse = (kml: string) =>
  new DOMParser({
    onError: (_level, message) => {
      throw new Error(message);
    },
  }).parseFromString(kml, 'text/xml');

describe('deliveryAreasToKml', () => {
  const kml = deliveryAreasToKml('Tablero & Co. <Providencia>', [providencia, cerro]);
  const document = parse(kml);
  const placemarks = Array.from(document.getElementsByTagName('Placemark'));
  const text = (
    element: { getElementsByTagName(name: string): ArrayLike<{ textContent: string | null }> },
    tag: string,
  ) => element.getElementsByTagName(tag)[0]?.textContent;

  it('writes well-formed KML 2.2 with the store name escaped', () => {
    expect(
      kml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2">'),
    ).toBe(true);
    expect(text(document, 'name')).toBe('Tablero & Co. <Providencia>');
  });

  it('writes one placemark per area with its name, kind and locked in ExtendedData', () => {
    expect(placemarks.map((placemark) => text(placemark, 'name'))).toEqual([providencia.name, cerro.name]);
    const data = placemarks.map((placemark) =>
      Array.from(placemark.getElementsByTagName('Data')).map((d) => [
        d.getAttribute('name'),
        text(d, 'value'),
      ]),
    );
    expect(data).toEqual([
      [
        ['kind', 'zone'],
        ['locked', 'false'],
      ],
      [
        ['kind', 'exclusion'],
        ['locked', 'true'],
      ],
    ]);
  });

  it('styles exclusions in another colour than zones', () => {
    expect(placemarks.map((placemark) => text(placemark, 'styleUrl'))).toEqual(['#zone', '#exclusion']);
    const fills = Array.from(document.getElementsByTagName('Style')).map((style) => [
      style.getAttribute('id'),
      text(style, 'color'),
    ]);
    expect(new Set(fills.map(([, colour]) => colour)).size).toBe(2);
  });

  it('writes coordinates as lon,lat,0 and closes the ring', () => {
    expect(text(placemarks[0]!, 'coordinates')).toBe(
      '-70.621045,-33.420123,0 -70.599876,-33.415234,0 -70.595123,-33.430987,0 -70.621045,-33.420123,0',
    );
  });

  it('drops characters XML cannot carry instead of writing a broken file', () => {
    const kmlWithControl = deliveryAreasToKml('Local\u0007', [area(3, 'Zona\u0000 1', providencia.points)]);
    expect(text(parse(kmlWithControl).getElementsByTagName('Placemark')[0]!, 'name')).toBe('Zona 1');
  });
});

describe('a KML exported here imports back unchanged', () => {
  const withoutId = ({ id: _id, ...draft }: DeliveryArea) => draft;

  it('for hand-made areas, clockwise or not, names with XML characters, kinds and locks', () => {
    const clockwise = area(4, 'Horario', [...providencia.points].reverse(), { locked: true });
    const areas = [providencia, cerro, clockwise];
    expect(parseDeliveryAreasKml(Buffer.from(deliveryAreasToKml('Local', areas)))).toEqual(
      areas.map(withoutId),
    );
  });

  it('for the areas of the Google Earth fixture, to the last decimal', () => {
    const imported = parseDeliveryAreasKml(fixture('santiago-zones.kml'));
    const stored = imported.map((draft, i) => ({ id: i + 1, ...draft }));
    expect(parseDeliveryAreasKml(Buffer.from(deliveryAreasToKml('Local', stored)))).toEqual(imported);
  });
});
