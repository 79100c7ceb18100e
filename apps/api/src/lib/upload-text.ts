import { ErrorCode, errorMessages } from '@tablero/domain';
import { AppError, validationFailed } from './app-error.js';

/** Spec: bulk files (CSV, spreadsheets, KML) up to 1.5 MB. */
export const BULK_FILE_MAX_BYTES = 1_572_864;

export const uploadTextMessages = {
  notUtf8: 'El archivo debe estar codificado en UTF-8',
  empty: 'El archivo está vacío',
} as const;

export const fileTooLarge = () => new AppError(ErrorCode.payloadTooLarge, errorMessages.payloadTooLarge);

export const fileTypeNotAllowed = (message: string) => new AppError(ErrorCode.unsupportedMediaType, message);

/** Formats people rename to .kml or .geojson by mistake; named so the check reads as intended. */
const binarySignatures: readonly (readonly number[])[] = [
  [0x50, 0x4b, 0x03, 0x04], // zip, which is what a KMZ is
  [0x50, 0x4b, 0x05, 0x06], // empty zip
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x25, 0x50, 0x44, 0x46], // PDF
  [0x1f, 0x8b], // gzip
  [0x52, 0x49, 0x46, 0x46], // RIFF (WebP)
];

const startsWith = (bytes: Buffer, signature: readonly number[]) =>
  signature.every((byte, i) => bytes[i] === byte);

// Text never holds C0 control characters other than tab and line breaks; binary nearly always does.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

function encodingOf(bytes: Buffer): string {
  if (startsWith(bytes, [0xff, 0xfe])) return 'utf-16le';
  if (startsWith(bytes, [0xfe, 0xff])) return 'utf-16be';
  const declaration = /^(?:\uFEFF)?<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/i.exec(
    bytes.subarray(0, 200).toString('latin1'),
  );
  return declaration?.[1]?.toLowerCase() ?? 'utf-8';
}

/**
 * The upload as text, or the API.md error for it: 413 over 1.5 MB, 422 on `field` when empty, 415
 * when the bytes are not text (whatever the file name says). The caller then checks its format.
 */
export function textOfUpload(bytes: Buffer, typeMessage: string, field: string): string {
  if (bytes.length > BULK_FILE_MAX_BYTES) throw fileTooLarge();
  if (binarySignatures.some((signature) => startsWith(bytes, signature))) {
    throw fileTypeNotAllowed(typeMessage);
  }
  let text: string;
  try {
    text = new TextDecoder(encodingOf(bytes), { fatal: true }).decode(bytes);
  } catch (error) {
    // RangeError: an encoding the runtime does not know; TypeError: bytes that are not that encoding.
    throw fileTypeNotAllowed(error instanceof RangeError ? uploadTextMessages.notUtf8 : typeMessage);
  }
  if (controlCharacter.test(text)) throw fileTypeNotAllowed(typeMessage);
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') throw validationFailed([{ field, message: uploadTextMessages.empty }]);
  return trimmed;
}
