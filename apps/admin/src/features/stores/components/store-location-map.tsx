import 'leaflet/dist/leaflet.css';
import { Box } from '@mantine/core';
import { divIcon, type Marker as LeafletMarker, type LeafletMouseEvent } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { MapPoint } from '../store-form/map-center.js';

interface StoreLocationMapProps {
  point: MapPoint | null;
  /** Where the map opens when there is no point yet. */
  center: MapPoint;
  /** `{z}/{x}/{y}` tiles; null draws the map without them (offline platforms). */
  tileUrl: string | null;
  readOnly: boolean;
  label: string;
  onChange(point: MapPoint): void;
}

/** An SVG pin: Leaflet's default marker images do not survive bundling. */
const pin = divIcon({
  className: '',
  iconSize: [28, 40],
  iconAnchor: [14, 40],
  html: '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="40" viewBox="0 0 28 40" aria-hidden="true"><path d="M14 0C6.3 0 0 6.3 0 14c0 10.5 14 26 14 26s14-15.5 14-26C28 6.3 21.7 0 14 0z" fill="#e03131" stroke="#fff" stroke-width="2"/><circle cx="14" cy="14" r="5" fill="#fff"/></svg>',
});

const rounded = (n: number) => Math.round(n * 1e6) / 1e6;
const pointOf = (latlng: { lat: number; lng: number }) => ({
  latitude: rounded(latlng.lat),
  longitude: rounded(latlng.lng),
});

function ClickToPlace({ onChange }: { onChange(point: MapPoint): void }) {
  useMapEvents({ click: (event: LeafletMouseEvent) => onChange(pointOf(event.latlng)) });
  return null;
}

/** Typed coordinates move the pin: keep it in view. */
function FollowPoint({ point }: { point: MapPoint | null }) {
  const map = useMap();
  useEffect(() => {
    if (point && !map.getBounds().contains([point.latitude, point.longitude]))
      map.panTo([point.latitude, point.longitude]);
  }, [map, point]);
  return null;
}

/** The store's point: click the map or drag the pin (places lookup is off, spec part 1 §1). */
export function StoreLocationMap({
  point,
  center,
  tileUrl,
  readOnly,
  label,
  onChange,
}: StoreLocationMapProps) {
  const handlers = useMemo(
    () => ({
      dragend: (event: { target: LeafletMarker }) => onChange(pointOf(event.target.getLatLng())),
    }),
    [onChange],
  );
  return (
    <Box
      role="group"
      aria-label={label}
      style={{ height: 280, borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      bd="1px solid var(--mantine-color-default-border)"
    >
      <MapContainer
        center={[center.latitude, center.longitude]}
        zoom={point ? 16 : 12}
        style={{ height: '100%', width: '100%', background: 'var(--mantine-color-gray-1)' }}
      >
        {tileUrl && <TileLayer url={tileUrl} attribution="&copy; OpenStreetMap contributors" maxZoom={19} />}
        {!readOnly && <ClickToPlace onChange={onChange} />}
        <FollowPoint point={point} />
        {point && (
          <Marker
            position={[point.latitude, point.longitude]}
            icon={pin}
            draggable={!readOnly}
            eventHandlers={handlers}
          />
        )}
      </MapContainer>
    </Box>
  );
}
