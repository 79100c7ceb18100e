import { errorMessages, fieldMessages } from '@tablero/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidField, malformed } from '../../../lib/app-error.js';
import { DELIVERY_AREAS_FILE_FIELD, MAX_DELIVERY_AREAS_FILE_BYTES } from './delivery-area.js';
import { sanitisedFileName } from './delivery-area-file.js';
import type { DeliveryAreasUpload } from './delivery-areas.service.js';
import { fileTooLarge, fileTypeNotAllowed, invalidFile } from './import-errors.js';

export const uploadMessages = {
  notMultipart: `La solicitud debe ser multipart/form-data, con el archivo en el campo ${DELIVERY_AREAS_FILE_FIELD}`,
  oneFile: 'Envía un solo archivo',
} as const;

/** One file and the console's `storeId`; anything more is not a zone upload. */
export const uploadLimits = {
  fileSize: MAX_DELIVERY_AREAS_FILE_BYTES,
  files: 1,
  fields: 4,
  parts: 5,
  fieldSize: 1024,
  headerPairs: 50,
};

/** @fastify/multipart's own errors in the API.md shape; the stream failing mid-way is a bad request. */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return fileTooLarge();
    case 'FST_FILES_LIMIT':
      return invalidFile(uploadMessages.oneFile);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return fileTypeNotAllowed(uploadMessages.notMultipart);
  }
  return malformed(errorMessages.malformedRequest);
}

/**
 * The file in field `data` of a multipart request. Other fields (the console sends `storeId`,
 * which the path already says) are read and ignored.
 */
export async function readDeliveryAreasUpload(request: FastifyRequest): Promise<DeliveryAreasUpload> {
  if (!request.isMultipart()) throw fileTypeNotAllowed(uploadMessages.notMultipart);
  let upload: DeliveryAreasUpload | undefined;
  try {
    for await (const part of request.parts({ limits: uploadLimits })) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      // busboy cuts a file at the limit; a cut file must never be parsed as if it were whole.
      if (part.file.truncated) throw fileTooLarge();
      if (part.fieldname === DELIVERY_AREAS_FILE_FIELD)
        upload = { bytes, fileName: sanitisedFileName(part.filename) };
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!upload)
    throw invalidField(DELIVERY_AREAS_FILE_FIELD, fieldMessages.required(DELIVERY_AREAS_FILE_FIELD));
  return upload;
}
