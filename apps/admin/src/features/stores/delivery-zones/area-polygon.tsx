import type { LeafletEventHandlerFnMap, Polygon as LeafletPolygon } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { Polygon, Tooltip } from 'react-leaflet';
import { pointsKey, toLatLngs, toPoints } from './area-latlngs.js';
import { type AreaPalette, areaPathOptions } from './area-style.js';
import type { DeliveryArea, GeoPoint } from './delivery-area.js';

/** Geoman moves a polygon's vertices or drags the whole shape, never both at once. */
export type EditMode = 'vertices' | 'move';

interface AreaPolygonProps {
  area: DeliveryArea;
  label: string;
  selected: boolean;
  /** How the user may change the shape: only when selected, unlocked and not read-only. */
  editing: EditMode | null;
  palette: AreaPalette;
  onSelect(): void;
  onShapeChange(points: GeoPoint[]): void;
}

export function AreaPolygon(props: AreaPolygonProps) {
  const { area, label, selected, editing, palette, onSelect, onShapeChange } = props;
  const layerRef = useRef<LeafletPolygon>(null);
  const shapeKey = pointsKey(area.points);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the coordinates' value, so a copy with equal points does not reset the layer under the user's pointer
  const positions = useMemo(() => toLatLngs(area.points), [shapeKey]);
  const pathOptions = useMemo(
    () => areaPathOptions(area.kind, selected, palette),
    [area.kind, selected, palette],
  );

  // Re-enabled after every change of shape so Geoman's vertex handles sit on the new points.
  useEffect(() => {
    const layer = layerRef.current;
    if (!editing || !layer || positions.length === 0) return;
    layer.bringToFront();
    if (editing === 'move') {
      layer.pm.setOptions({ draggable: true });
      layer.pm.enableLayerDrag();
      return () => layer.pm.disableLayerDrag();
    }
    layer.pm.enable({ allowSelfIntersection: false, snappable: true });
    return () => layer.pm.disable();
  }, [editing, positions]);

  const eventHandlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      click: onSelect,
      'pm:edit': () => {
        const layer = layerRef.current;
        if (layer) onShapeChange(toPoints(layer.getLatLngs() as Parameters<typeof toPoints>[0]));
      },
    }),
    [onSelect, onShapeChange],
  );

  return (
    <Polygon ref={layerRef} positions={positions} pathOptions={pathOptions} eventHandlers={eventHandlers}>
      <Tooltip permanent direction="center" className="tablero-dz-label">
        {label}
      </Tooltip>
    </Polygon>
  );
}
