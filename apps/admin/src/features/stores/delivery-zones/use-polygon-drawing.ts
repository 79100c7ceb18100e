import { type Layer, type Map as LeafletMap, type PathOptions, Polygon } from 'leaflet';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toPoints } from './area-latlngs.js';
import type { GeoPoint } from './delivery-area.js';

/**
 * Geoman's polygon draw mode behind our own buttons. The layer Geoman creates is removed at once:
 * the drawn points go to `onDrawn`, and the area comes back through the controlled value.
 */
export function usePolygonDrawing(
  map: LeafletMap | null,
  pathOptions: PathOptions,
  onDrawn: (points: GeoPoint[]) => void,
) {
  const [drawing, setDrawing] = useState(false);
  const onDrawnRef = useRef(onDrawn);
  useEffect(() => {
    onDrawnRef.current = onDrawn;
  });

  useEffect(() => {
    if (!map) return;
    const created = ({ layer }: { layer: Layer }) => {
      layer.remove();
      if (layer instanceof Polygon)
        onDrawnRef.current(toPoints(layer.getLatLngs() as Parameters<typeof toPoints>[0]));
    };
    const started = () => setDrawing(true);
    const ended = () => setDrawing(false);
    map.on('pm:create', created);
    map.on('pm:drawstart', started);
    map.on('pm:drawend', ended);
    return () => {
      map.off('pm:create', created);
      map.off('pm:drawstart', started);
      map.off('pm:drawend', ended);
    };
  }, [map]);

  useEffect(() => {
    if (!map || !drawing) return;
    const cancelOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') map.pm.disableDraw();
    };
    document.addEventListener('keydown', cancelOnEscape);
    return () => document.removeEventListener('keydown', cancelOnEscape);
  }, [map, drawing]);

  const start = useCallback(() => {
    map?.pm.enableDraw('Polygon', {
      allowSelfIntersection: false,
      snappable: true,
      pathOptions,
      templineStyle: pathOptions,
      hintlineStyle: { ...pathOptions, dashArray: '4 6' },
    });
  }, [map, pathOptions]);

  const cancel = useCallback(() => map?.pm.disableDraw(), [map]);

  return { drawing, start, cancel };
}
