import type { DeliveryArea, DeliveryAreaKind } from './delivery-area.js';
import { closedRing } from './rings.js';

const escapeXml = (text: string) =>
  text
    // Characters XML 1.0 cannot carry at all, even escaped.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

// KML colours are aabbggrr: zones blue (#228be6), exclusions red (#fa5252), fills 30% opaque.
const styles: Record<DeliveryAreaKind, { line: string; fill: string }> = {
  zone: { line: 'ffe68b22', fill: '4de68b22' },
  exclusion: { line: 'ff5252fa', fill: '4d5252fa' },
};

const styleXml = (kind: DeliveryAreaKind) => `    <Style id="${kind}">
      <LineStyle><color>${styles[kind].line}</color><width>2</width></LineStyle>
      <PolyStyle><color>${styles[kind].fill}</color></PolyStyle>
    </Style>`;

// Points go out in the order stored, so a file exported here imports back unchanged.
const coordinatesOf = (area: DeliveryArea) =>
  closedRing(area.points)
    .map(([longitude, latitude]) => `${longitude},${latitude},0`)
    .join(' ');

const placemarkXml = (area: DeliveryArea) => `    <Placemark>
      <name>${escapeXml(area.name)}</name>
      <styleUrl>#${area.kind}</styleUrl>
      <ExtendedData>
        <Data name="kind"><value>${area.kind}</value></Data>
        <Data name="locked"><value>${area.locked}</value></Data>
      </ExtendedData>
      <Polygon>
        <outerBoundaryIs><LinearRing><coordinates>${coordinatesOf(area)}</coordinates></LinearRing></outerBoundaryIs>
      </Polygon>
    </Placemark>`;

/** The store's delivery and exclusion zones as a KML 2.2 document (`delivery_areas.kml`). */
export function deliveryAreasToKml(storeName: string, areas: readonly DeliveryArea[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<kml xmlns="http://www.opengis.net/kml/2.2">',
    '  <Document>',
    `    <name>${escapeXml(storeName)}</name>`,
    styleXml('zone'),
    styleXml('exclusion'),
    ...areas.map(placemarkXml),
    '  </Document>',
    '</kml>',
    '',
  ].join('\n');
}
