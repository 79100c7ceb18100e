import 'leaflet/dist/leaflet.css';
// The zones editor's map styles: its frame, the store's dot and the offline grid, shared as they look.
import '../../stores/delivery-zones/delivery-zones-map.css';
import { Stack } from '@mantine/core';
import { divIcon, type LatLngBoundsLiteral, type Map as LeafletMap } from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CircleMarker,
  MapContainer,
  Marker,
  Polygon,
  ScaleControl,
  TileLayer,
  Tooltip,
  ZoomControl,
} from 'react-leaflet';
import { boundsOf } from '../../stores/delivery-zones/area-latlngs.js';
import { CoordinateGrid } from '../../stores/delivery-zones/coordinate-grid.js';
import { FALLBACK_VIEW, MAX_FIT_ZOOM } from '../../stores/delivery-zones/map-view.js';
import type { UncoveredPlace } from './uncovered-addresses-view.js';
import { heatOf, ZONE_OUTLINE } from './uncovered-heat.js';
import { UncoveredMapLegend } from './uncovered-map-legend.js';
import type { UncoveredStore } from './use-uncovered-stores.js';

export interface UncoveredAddressesMapProps {
  /** Most tried first, as the report lists them. */
  places: UncoveredPlace[];
  stores: UncoveredStore[];
  /** The tenant's `{z}/{x}/{y}` tiles; null draws a coordinate grid instead (offline platforms). */
  tileUrl: string | null;
  nameOf(store: UncoveredStore): string;
}

const storeIcon = divIcon({ className: 'tablero-dz-store-marker', iconSize: [18, 18] });
const FIT_PADDING: [number, number] = [24, 24];

/** Fits the places and their stores in view when the map opens and whenever the report brings others. */
function useFitBounds(map: LeafletMap | null, bounds: LatLngBoundsLiteral | null) {
  useEffect(() => {
    if (map && bounds) map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: MAX_FIT_ZOOM, animate: false });
  }, [map, bounds]);
}

/**
 * The refused addresses as heat: one circle per place on a canvas (thousands stay fluid), larger,
 * redder and more opaque with its attempts, the hottest drawn last so it stays on top; the
 * stores as dots with their zones' outlines. In its own chunk with Leaflet and its styles.
 */
export default function UncoveredAddressesMap({
  places,
  stores,
  tileUrl,
  nameOf,
}: UncoveredAddressesMapProps) {
  const { t } = useTranslation('reports');
  const [map, setMap] = useState<LeafletMap | null>(null);
  const most = places[0]?.attempts ?? 1;
  const located = stores.flatMap((store) => (store.location ? [store.location] : []));
  const locatedKey = located.map((point) => `${point.latitude},${point.longitude}`).join(';');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stores are rebuilt each render; their points' key is the trigger
  const bounds = useMemo(() => boundsOf([...places, ...located]), [places, locatedKey]);
  useFitBounds(map, bounds);
  const label = t('salesReports.uncovered.mapLabel', { count: places.length });

  useEffect(() => {
    if (!map) return;
    // MapContainer passes no ARIA attributes; the container is what keyboard focus lands on.
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);

  const zoned = stores.filter((store) => store.zones.length > 0);
  const attemptsOf = (attempts: number) => t('salesReports.uncovered.attempts', { count: attempts });

  return (
    <Stack gap="xs">
      <MapContainer
        ref={setMap}
        className={tileUrl ? 'tablero-dz-map' : 'tablero-dz-map tablero-dz-offline'}
        center={FALLBACK_VIEW.center}
        zoom={FALLBACK_VIEW.zoom}
        zoomControl={false}
        preferCanvas
      >
        <ZoomControl
          zoomInTitle={t('salesReports.uncovered.zoomIn')}
          zoomOutTitle={t('salesReports.uncovered.zoomOut')}
        />
        {tileUrl ? (
          <TileLayer url={tileUrl} attribution="&copy; OpenStreetMap contributors" maxZoom={19} />
        ) : (
          <CoordinateGrid />
        )}
        <ScaleControl imperial={false} />
        {zoned.flatMap((store) =>
          store.zones.map((points, i) => (
            <Polygon
              // biome-ignore lint/suspicious/noArrayIndexKey: a store's zones only change with the store, which keys its outlines
              key={`${store.storeId}-${i}`}
              positions={points.map((p) => [p.latitude, p.longitude] as [number, number])}
              pathOptions={ZONE_OUTLINE}
            />
          )),
        )}
        {[...places].reverse().map((place) => {
          const heat = heatOf(place.attempts, most);
          return (
            <CircleMarker
              key={`${place.latitude},${place.longitude}`}
              center={[place.latitude, place.longitude]}
              radius={heat.radius}
              pathOptions={{
                color: heat.color,
                weight: 1,
                fillColor: heat.color,
                fillOpacity: heat.fillOpacity,
              }}
            >
              <Tooltip>
                <strong>{place.textAddress || t('salesReports.uncovered.noAddress')}</strong>
                <br />
                {attemptsOf(place.attempts)}
              </Tooltip>
            </CircleMarker>
          );
        })}
        {stores.map(
          (store) =>
            store.location && (
              <Marker
                key={store.storeId}
                position={[store.location.latitude, store.location.longitude]}
                icon={storeIcon}
                // The stores' table says the same, reachable without tabbing through every dot.
                keyboard={false}
              >
                <Tooltip>
                  <strong>{nameOf(store)}</strong>
                  <br />
                  {attemptsOf(store.attempts)}
                </Tooltip>
              </Marker>
            ),
        )}
      </MapContainer>
      <UncoveredMapLegend most={most} withZones={zoned.length > 0} withoutTiles={!tileUrl} />
    </Stack>
  );
}
