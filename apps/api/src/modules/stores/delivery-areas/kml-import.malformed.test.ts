import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectAppError, fixture } from './fixtures/fixtures.js';
import { importMessages } from './import-errors.js';
import { parseDeliveryAreasKml } from './kml-import.js';

const wellFormed = fixture('santiago-zones.kml').toString('utf8');
const kml = (body: string) => Buffer.from(`<kml xmlns="http://www.opengis.net/kml/2.2">${body}</kml>`);

describe('parseDeliveryAreasKml on XML that is not well-formed', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['cut short', Buffer.from(wellFormed.slice(0, wellFormed.length / 2))],
    ['closing the wrong tag', kml('<Document><Placemark></Document></Placemark>')],
    [
      'an unknown entity, which xmldom would only warn about',
      kml('<Document><name>&nbsp;</name></Document>'),
    ],
    ['an ampersand without its semicolon', kml('<Document><name>A &amp B</name></Document>')],
    ['an attribute without a value', kml('<Document open><name>A</name></Document>')],
    ['an attribute without quotes', kml('<Document id=zonas><name>A</name></Document>')],
    ['a second root element', Buffer.from('<kml></kml><kml></kml>')],
    ['an unbound namespace prefix', kml('<gx:Tour/>')],
    ['an unclosed comment', kml('<!-- borrador <Document/>')],
  ])('refuses XML %s (422)', (_case, bytes) => {
    const error = expectAppError(() => parseDeliveryAreasKml(bytes), 422, 1001);
    expect(error.message).toMatch(new RegExp(`^${importMessages.malformedXml}`));
  });

  it('says near which line the XML breaks', () => {
    const bytes = Buffer.from('<kml>\n<Document>\n<name>A</name>\n<Placemark id=x/>\n</Document>\n</kml>');
    expectAppError(
      () => parseDeliveryAreasKml(bytes),
      422,
      1001,
      `${importMessages.malformedXml} (cerca de la línea 4)`,
    );
  });

  it('reports nothing on the console', () => {
    const printed = [
      vi.spyOn(console, 'error').mockImplementation(() => {}),
      vi.spyOn(console, 'warn').mockImplementation(() => {}),
      vi.spyOn(console, 'log').mockImplementation(() => {}),
    ];
    expectAppError(() => parseDeliveryAreasKml(kml('<Document><name>&nbsp;</name></Document>')), 422, 1001);
    expectAppError(() => parseDeliveryAreasKml(kml('<Document id=zonas/>')), 422, 1001);
    for (const spy of printed) expect(spy).not.toHaveBeenCalled();
  });

  it('accepts white space before the XML declaration, which strict parsers refuse', () => {
    const bytes = Buffer.from(`\n\n  ${wellFormed}`);
    expect(parseDeliveryAreasKml(bytes)).toHaveLength(8);
  });
});

describe('parseDeliveryAreasKml on a KML without usable zones', () => {
  it('refuses one with only points and lines (422)', () => {
    expectAppError(
      () => parseDeliveryAreasKml(fixture('no-polygons.kml')),
      422,
      1001,
      importMessages.noAreas,
    );
  });

  it('refuses an empty <kml/> (422)', () => {
    expectAppError(() => parseDeliveryAreasKml(Buffer.from('<kml/>')), 422, 1001, importMessages.noAreas);
  });

  it('ignores a ground overlay, which togeojson turns into a polygon', () => {
    const overlay =
      '<GroundOverlay><name>Plano</name><Icon><href>plano.png</href></Icon><LatLonBox><north>-33.4</north><south>-33.5</south><east>-70.5</east><west>-70.6</west></LatLonBox></GroundOverlay>';
    expectAppError(() => parseDeliveryAreasKml(kml(overlay)), 422, 1001, importMessages.noAreas);
  });
});
