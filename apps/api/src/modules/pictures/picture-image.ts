import {
  ErrorCode,
  errorMessages,
  MAX_PICTURE_BYTES,
  type PictureContentType,
  pictureContentTypes,
  SMALL_CROPPED_SIZE,
} from '@tablero/domain';
import { AppError, invalidField } from '../../lib/app-error.js';

export const PICTURE_FILE_FIELD = 'file';

export const pictureImageMessages = {
  empty: 'El archivo está vacío',
  notAllowed: 'La imagen debe ser JPG, PNG o WebP',
  undecodable: 'El archivo no es una imagen válida o está dañado',
  tooManyPixels: 'La imagen tiene demasiados píxeles (máximo 40 megapíxeles)',
} as const;

/** A 1.5 MB PNG of one colour can claim 20 000 × 20 000 pixels; decoding that is the attack. */
const MAX_INPUT_PIXELS = 40_000_000;

const sharpFormatOf: Record<PictureContentType, 'jpeg' | 'png' | 'webp'> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export interface ProcessedPicture {
  contentType: PictureContentType;
  original: Buffer;
  width: number;
  height: number;
  smallCropped: Buffer;
}

const isAllowed = (mime: string | undefined): mime is PictureContentType =>
  (pictureContentTypes as readonly string[]).includes(mime ?? '');

/**
 * The uploaded bytes as a picture: the type read from the bytes (the name and the declared
 * content type are not trusted), decoded in full, re-encoded without metadata (EXIF location,
 * camera serials) in its own format, and a square WebP thumbnail. Nothing is stored here.
 */
export async function processPicture(bytes: Buffer): Promise<ProcessedPicture> {
  if (bytes.length === 0) throw invalidField(PICTURE_FILE_FIELD, pictureImageMessages.empty);
  if (bytes.length > MAX_PICTURE_BYTES)
    throw new AppError(ErrorCode.payloadTooLarge, errorMessages.payloadTooLarge);
  // Loaded on the first upload, not at start: libvips alone is ~25 MB resident.
  const [{ fileTypeFromBuffer }, { default: sharp }] = await Promise.all([
    import('file-type'),
    import('sharp'),
  ]);
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  if (!isAllowed(detected))
    throw new AppError(ErrorCode.unsupportedMediaType, pictureImageMessages.notAllowed);
  const format = sharpFormatOf[detected];
  try {
    // failOn 'warning' refuses truncated and corrupt files that libvips would otherwise half-decode.
    const input = () => sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (metadata.format !== format) throw new Error(`bytes say ${detected}, decoder says ${metadata.format}`);
    const original = await input().toFormat(format).toBuffer({ resolveWithObject: true });
    const smallCropped = await input()
      .resize(SMALL_CROPPED_SIZE, SMALL_CROPPED_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 80 })
      .toBuffer();
    return {
      contentType: detected,
      original: original.data,
      width: original.info.width,
      height: original.info.height,
      smallCropped,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = String((error as Error).message);
    throw invalidField(
      PICTURE_FILE_FIELD,
      /pixel limit/i.test(message) ? pictureImageMessages.tooManyPixels : pictureImageMessages.undecodable,
    );
  }
}
