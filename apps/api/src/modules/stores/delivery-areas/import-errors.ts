import { validationFailed } from '../../../lib/app-error.js';
import { uploadTextMessages } from '../../../lib/upload-text.js';
import { DELIVERY_AREAS_FILE_FIELD } from './delivery-area.js';

export const importMessages = {
  notKml: 'El archivo debe ser un KML',
  notGeoJson: 'El archivo debe ser un GeoJSON',
  ...uploadTextMessages,
  doctype: 'El archivo KML no puede incluir declaraciones DOCTYPE ni ENTITY',
  malformedXml: 'El archivo KML no es un XML válido',
  malformedJson: 'El archivo GeoJSON no es un JSON válido',
  noAreas: 'El archivo no contiene zonas',
} as const;

export { fileTooLarge, fileTypeNotAllowed } from '../../../lib/upload-text.js';

/** 422 on the upload field, so the console shows the message beside the file input. */
export const invalidFile = (message: string) =>
  validationFailed([{ field: DELIVERY_AREAS_FILE_FIELD, message }]);
