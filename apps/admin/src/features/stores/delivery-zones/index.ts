export type { DeliveryArea, DeliveryAreaKind, GeoPoint } from './delivery-area.js';
export { DeliveryZonesEditor, type DeliveryZonesEditorProps } from './delivery-zones-editor.js';
export { KML_MAX_BYTES } from './kml-file.js';
export { duplicateNameIndexes } from './zone-names.js';
