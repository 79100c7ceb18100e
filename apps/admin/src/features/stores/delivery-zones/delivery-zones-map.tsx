// Geoman extends the global `L` that Leaflet's own bundle sets: Leaflet must be evaluated first.
import 'leaflet';
import '@geoman-io/leaflet-geoman-free';
import 'leaflet/dist/leaflet.css';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import './delivery-zones-map.css';
import { Stack, Text } from '@mantine/core';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, ScaleControl, TileLayer, ZoomControl } from 'react-leaflet';
import { isShown } from './area-list-edits.js';
import { AreaPolygon, type EditMode } from './area-polygon.js';
import { type AreaPalette, areaPathOptions } from './area-style.js';
import { CoordinateGrid } from './coordinate-grid.js';
import type { DeliveryArea, GeoPoint } from './delivery-area.js';
import { MapLegend } from './map-legend.js';
import { MapToolbar } from './map-toolbar.js';
import { FALLBACK_VIEW } from './map-view.js';
import { StoreMarker } from './store-marker.js';
import { useFitView } from './use-fit-view.js';
import { useFlyToSelected } from './use-fly-to-selected.js';
import { usePointerOnlyVertexHandles } from './use-pointer-only-vertex-handles.js';
import { usePolygonDrawing } from './use-polygon-drawing.js';

export interface DeliveryZonesMapProps {
  areas: DeliveryArea[];
  selectedIndex: number | null;
  center: GeoPoint | null;
  tileUrl: string | null;
  tileAttribution: string | null;
  readOnly: boolean;
  palette: AreaPalette;
  onSelect(index: number | null): void;
  onShapeChange(index: number, points: GeoPoint[]): void;
  onDraw(points: GeoPoint[]): void;
}

/** The map half of the editor, in its own chunk with Leaflet, Geoman and their styles. */
export default function DeliveryZonesMap(props: DeliveryZonesMapProps) {
  const { areas, selectedIndex, center, tileUrl, tileAttribution, readOnly, palette } = props;
  const { onSelect, onShapeChange, onDraw } = props;
  const { t, i18n } = useTranslation();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const pickedOnMap = useRef(false);
  const [editMode, setEditMode] = useState<EditMode>('vertices');
  const withoutTiles = !tileUrl;

  const newAreaStyle = useMemo(() => areaPathOptions('zone', true, palette), [palette]);
  const drawing = usePolygonDrawing(map, newAreaStyle, onDraw);
  const fitAll = useFitView(map, areas, center);
  useFlyToSelected(map, areas, selectedIndex, pickedOnMap);
  usePointerOnlyVertexHandles(map);

  useEffect(() => {
    if (!map) return;
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', t('deliveryZones:map.label'));
    // MapContainer applies its class names only once.
    container.classList.toggle('tablero-dz-offline', withoutTiles);
    map.pm.setLang(i18n.language.startsWith('en') ? 'en' : 'es');
  }, [map, t, i18n.language, withoutTiles]);

  const selectedArea = selectedIndex === null ? undefined : areas[selectedIndex];
  const canEdit = !readOnly && !drawing.drawing && selectedArea !== undefined && !selectedArea.locked;

  const hint = readOnly
    ? ''
    : drawing.drawing
      ? t('deliveryZones:map.hints.drawing')
      : t(canEdit ? `deliveryZones:map.hints.${editMode}` : 'deliveryZones:map.hints.select');

  const startDrawing = () => {
    onSelect(null);
    drawing.start();
  };

  return (
    <Stack gap="xs">
      <MapToolbar
        drawing={drawing.drawing}
        readOnly={readOnly}
        onDraw={startDrawing}
        onCancelDrawing={drawing.cancel}
        onFitAll={fitAll}
        editMode={editMode}
        canEdit={canEdit}
        onEditModeChange={setEditMode}
      />
      <MapContainer
        ref={setMap}
        className="tablero-dz-map"
        center={FALLBACK_VIEW.center}
        zoom={FALLBACK_VIEW.zoom}
        zoomControl={false}
      >
        <ZoomControl
          zoomInTitle={t('deliveryZones:map.zoomIn')}
          zoomOutTitle={t('deliveryZones:map.zoomOut')}
        />
        {withoutTiles ? (
          <CoordinateGrid />
        ) : (
          <TileLayer url={tileUrl} attribution={tileAttribution ?? undefined} />
        )}
        <ScaleControl imperial={false} />
        {center && <StoreMarker location={center} label={t('deliveryZones:map.store')} />}
        {areas.map(
          (area, index) =>
            isShown(area) && (
              <AreaPolygon
                // biome-ignore lint/suspicious/noArrayIndexKey: areas are addressed by index everywhere (server errors, selection); a polygon only redraws when its index shifts
                key={index}
                area={area}
                label={area.name.trim() || t('deliveryZones:unnamed')}
                selected={index === selectedIndex}
                editing={canEdit && index === selectedIndex ? editMode : null}
                palette={palette}
                onSelect={() => {
                  if (drawing.drawing || index === selectedIndex) return;
                  pickedOnMap.current = true;
                  onSelect(index);
                }}
                onShapeChange={(points) => onShapeChange(index, points)}
              />
            ),
        )}
      </MapContainer>
      {/* Below the map, so the map does not move under the pointer when drawing starts. */}
      <Text size="sm" c="dimmed" aria-live="polite">
        {hint}
      </Text>
      <MapLegend palette={palette} withoutTiles={withoutTiles} />
    </Stack>
  );
}
