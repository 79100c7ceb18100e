import { describe, expect, it } from 'vitest';
import { MAX_DELIVERY_AREAS_FILE_BYTES } from './delivery-area.js';
import { expectAppError, fixture } from './fixtures/fixtures.js';
import { importMessages } from './import-errors.js';
import { parseDeliveryAreasKml } from './kml-import.js';

const kmlOf = (placemarks: string) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document>${placemarks}</Document></kml>`,
  );
const polygon = (coordinates: string) =>
  `<Polygon><outerBoundaryIs><LinearRing><coordinates>${coordinates}</coordinates></LinearRing></outerBoundaryIs></Polygon>`;
const triangle = '-70.60,-33.40,0 -70.50,-33.40,0 -70.50,-33.50,0 -70.60,-33.40,0';
const placemark = (name: string, coordinates = triangle) =>
  `<Placemark><name>${name}</name>${polygon(coordinates)}</Placemark>`;

describe('parseDeliveryAreasKml on a Google Earth file', () => {
  const areas = parseDeliveryAreasKml(fixture('santiago-zones.kml'));

  it('turns every polygon into an area, in file order, skipping points and lines', () => {
    expect(areas.map(({ name, kind, locked }) => [name, kind, locked])).toEqual([
      ['Providencia', 'zone', false],
      ['Las Condes', 'zone', false],
      ['Las Condes (2)', 'zone', false],
      ['Ñuñoa & Plaza Egaña', 'zone', false],
      ['Exclusión Ñuñoa & Plaza Egaña', 'exclusion', false],
      ['Zona 6', 'zone', false],
      ['providencia (2)', 'zone', false],
      ['Cerro San Cristóbal', 'exclusion', true],
    ]);
  });

  it('keeps the outer ring open, longitude and latitude in their places, at full precision', () => {
    expect(areas[0]?.points).toEqual([
      { latitude: -33.42012345678901, longitude: -70.62104567812345 },
      { latitude: -33.41523456789012, longitude: -70.59987654321098 },
      { latitude: -33.43098765432109, longitude: -70.59512345678901 },
      { latitude: -33.43567890123456, longitude: -70.61876543210987 },
    ]);
  });

  it('turns a hole into an exclusion zone with the hole as its ring', () => {
    expect(areas[3]?.points).toHaveLength(4);
    expect(areas[4]?.points).toEqual([
      { latitude: -33.455, longitude: -70.6 },
      { latitude: -33.455, longitude: -70.59 },
      { latitude: -33.46, longitude: -70.59 },
      { latitude: -33.46, longitude: -70.6 },
    ]);
  });
});

describe('parseDeliveryAreasKml names and flags', () => {
  it('reads kind and locked from ExtendedData, and nothing else makes an exclusion', () => {
    const areas = parseDeliveryAreasKml(
      kmlOf(
        `<Placemark><name>Excluida</name><ExtendedData><Data name="kind"><value> Exclusion </value></Data><Data name="locked"><value>false</value></Data></ExtendedData>${polygon(triangle)}</Placemark>` +
          `<Placemark><name>Roja</name><styleUrl>#exclusion</styleUrl><ExtendedData><SchemaData><SimpleData name="locked">1</SimpleData></SchemaData></ExtendedData>${polygon(triangle)}</Placemark>`,
      ),
    );
    expect(areas.map(({ kind, locked }) => [kind, locked])).toEqual([
      ['exclusion', false],
      ['zone', true],
    ]);
  });

  it('makes names distinct ignoring case, without reusing a suffix already in the file', () => {
    const names = parseDeliveryAreasKml(
      kmlOf(placemark('Centro') + placemark('Centro (2)') + placemark('CENTRO') + placemark('  ')),
    ).map((area) => area.name);
    expect(names).toEqual(['Centro', 'Centro (2)', 'CENTRO (3)', 'Zona 4']);
  });

  it('cuts names to 100 characters, suffix included', () => {
    const long = 'x'.repeat(150);
    const names = parseDeliveryAreasKml(kmlOf(placemark(long) + placemark(long))).map((area) => area.name);
    expect(names).toEqual(['x'.repeat(100), `${'x'.repeat(96)} (2)`]);
  });

  it('drops repeated consecutive points and ignores altitude', () => {
    const [area] = parseDeliveryAreasKml(
      kmlOf(placemark('A', '-70.6,-33.4,120 -70.6,-33.4,0 -70.5,-33.4 -70.5,-33.5 -70.6,-33.4')),
    );
    expect(area?.points).toEqual([
      { latitude: -33.4, longitude: -70.6 },
      { latitude: -33.4, longitude: -70.5 },
      { latitude: -33.5, longitude: -70.5 },
    ]);
  });

  it('reads a UTF-8 file with a byte order mark and an ISO-8859-1 file by its declaration', () => {
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), kmlOf(placemark('Ñuñoa'))]);
    expect(parseDeliveryAreasKml(bom)[0]?.name).toBe('Ñuñoa');
    const latin1 = Buffer.from(
      `<?xml version="1.0" encoding="ISO-8859-1"?><kml xmlns="http://www.opengis.net/kml/2.2">${placemark('Ñuñoa')}</kml>`,
      'latin1',
    );
    expect(parseDeliveryAreasKml(latin1)[0]?.name).toBe('Ñuñoa');
  });
});

describe('parseDeliveryAreasKml refuses', () => {
  it.each([
    ['a KMZ (zip) named .kml', 'zones-kmz.kml'],
    ['a PNG named .kml', 'logo-png.kml'],
    ['an HTML page named .kml', 'html-page.kml'],
  ])('%s as not a KML (415)', (_case, name) => {
    expectAppError(() => parseDeliveryAreasKml(fixture(name)), 415, 1007, importMessages.notKml);
  });

  it.each([
    ['plain text', 'zona centro: -33.4,-70.6'],
    ['JSON', '{"type":"FeatureCollection","features":[]}'],
    ['XML that is not KML', '<?xml version="1.0"?><gpx><trk/></gpx>'],
    ['bytes that are not UTF-8', Buffer.from([0x3c, 0x6b, 0x6d, 0x6c, 0x3e, 0xc3, 0x28, 0x3c, 0x2f])],
    ['binary with control bytes', Buffer.from([0x3c, 0x6b, 0x01, 0x02, 0x03])],
  ])('%s as not a KML (415)', (_case, content) => {
    expectAppError(() => parseDeliveryAreasKml(Buffer.from(content)), 415, 1007, importMessages.notKml);
  });

  it('a file over 1.5 MB (413), while one of exactly 1.5 MB is read', () => {
    const head = kmlOf(placemark('Centro'));
    const padded = (size: number) => Buffer.concat([head, Buffer.alloc(size - head.length, ' ')]);
    expect(parseDeliveryAreasKml(padded(MAX_DELIVERY_AREAS_FILE_BYTES))).toHaveLength(1);
    expectAppError(() => parseDeliveryAreasKml(padded(MAX_DELIVERY_AREAS_FILE_BYTES + 1)), 413, 1006);
    expectAppError(() => parseDeliveryAreasKml(padded(2 * 1024 * 1024)), 413, 1006);
  });

  it.each([
    ['no bytes', ''],
    ['only white space', ' \n\t '],
  ])('an empty file: %s (422 on the data field)', (_case, content) => {
    const error = expectAppError(() => parseDeliveryAreasKml(Buffer.from(content)), 422, 1001);
    expect(error.fieldErrors).toEqual([{ field: 'data', message: importMessages.empty }]);
  });

  it.each([
    ['an external entity (XXE)', 'xxe.kml'],
    ['nested entities (billion laughs)', 'billion-laughs.kml'],
  ])('%s before parsing it', (_case, name) => {
    expectAppError(() => parseDeliveryAreasKml(fixture(name)), 422, 1001, importMessages.doctype);
  });

  it('a DOCTYPE even without entities', () => {
    const text = `<?xml version="1.0"?><!DOCTYPE kml><kml>${placemark('A')}</kml>`;
    expectAppError(() => parseDeliveryAreasKml(Buffer.from(text)), 422, 1001, importMessages.doctype);
  });
});
