import type { Feature, FeatureCollection, Polygon } from 'geojson';
import type { DeliveryArea, DeliveryAreaKind } from './delivery-area.js';
import { closedRing, counterClockwise } from './rings.js';

export interface DeliveryAreaProperties {
  id: number;
  name: string;
  kind: DeliveryAreaKind;
  locked: boolean;
}

export type DeliveryAreasGeoJson = FeatureCollection<Polygon, DeliveryAreaProperties>;

const featureOf = ({
  id,
  name,
  kind,
  locked,
  points,
}: DeliveryArea): Feature<Polygon, DeliveryAreaProperties> => ({
  type: 'Feature',
  id,
  geometry: { type: 'Polygon', coordinates: [closedRing(counterClockwise(points))] },
  properties: { id, name, kind, locked },
});

/**
 * The store's areas as RFC 7946 GeoJSON (`delivery_areas.geojson`): longitude first, rings
 * closed, outer rings counter-clockwise. A ring stored clockwise therefore comes back from a
 * GeoJSON round trip reversed (same first point, same polygon); the KML export keeps the order.
 */
export function deliveryAreasToGeoJson(areas: readonly DeliveryArea[]): DeliveryAreasGeoJson {
  return { type: 'FeatureCollection', features: areas.map(featureOf) };
}
