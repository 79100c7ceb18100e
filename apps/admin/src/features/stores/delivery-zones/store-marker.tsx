import { divIcon } from 'leaflet';
import { Marker } from 'react-leaflet';
import type { GeoPoint } from './delivery-area.js';

/** A CSS dot rather than Leaflet's default image icon, whose URLs Vite's bundling breaks. */
const storeIcon = divIcon({ className: 'tablero-dz-store-marker', iconSize: [18, 18] });

interface StoreMarkerProps {
  location: GeoPoint;
  label: string;
}

/** Not interactive, so a click on the store while drawing still places a vertex there. */
export function StoreMarker({ location, label }: StoreMarkerProps) {
  return (
    <Marker
      position={[location.latitude, location.longitude]}
      icon={storeIcon}
      title={label}
      alt={label}
      interactive={false}
      keyboard={false}
      pmIgnore
    />
  );
}
