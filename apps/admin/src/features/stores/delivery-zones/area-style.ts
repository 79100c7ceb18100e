import type { PathOptions } from 'leaflet';
import type { DeliveryAreaKind } from './delivery-area.js';

/** Colours as hex: SVG stroke attributes cannot read Mantine's CSS variables. */
export interface AreaPalette {
  zone: string;
  exclusion: string;
}

export function kindColor(kind: DeliveryAreaKind, palette: AreaPalette): string {
  return kind === 'exclusion' ? palette.exclusion : palette.zone;
}

/** Exclusions are dashed as well as red, so they stay apart for colour-blind users too. */
export function areaPathOptions(
  kind: DeliveryAreaKind,
  selected: boolean,
  palette: AreaPalette,
): PathOptions {
  const color = kindColor(kind, palette);
  return {
    color,
    fillColor: color,
    weight: selected ? 4 : 2,
    opacity: 1,
    fillOpacity: selected ? 0.35 : 0.18,
    dashArray: kind === 'exclusion' ? '8 6' : undefined,
  };
}
