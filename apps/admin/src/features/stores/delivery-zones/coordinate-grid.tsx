import { type Coords, GridLayer } from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { coordinateLabel } from './map-view.js';

/** Stands in for map tiles offline: one square per tile, labelled with its north-west corner. */
class CoordinateGridLayer extends GridLayer {
  protected override createTile(coords: Coords): HTMLElement {
    const tile = document.createElement('div');
    tile.className = 'tablero-dz-grid-tile';
    const corner = this._map.unproject(coords.scaleBy(this.getTileSize()), coords.z);
    tile.textContent = coordinateLabel(corner.lat, corner.lng, coords.z);
    return tile;
  }
}

export function CoordinateGrid() {
  const map = useMap();
  useEffect(() => {
    const grid = new CoordinateGridLayer({ pmIgnore: true }).addTo(map);
    return () => {
      grid.remove();
    };
  }, [map]);
  return null;
}
