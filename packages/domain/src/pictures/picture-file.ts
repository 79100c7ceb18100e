import { MAX_PICTURE_BYTES } from './picture.schema.js';

/** Spec part 2 §5 "images jpg, png, jpeg or webp up to 1.5 MB" and §8 "Image too large", said before any upload. */
export const pictureFileMessages = {
  tooLarge: 'La imagen pesa más de 1,5 MB: elige una imagen más liviana.',
  wrongType: 'Solo se permiten imágenes jpg, png, jpeg o webp.',
} as const;

const allowedExtensions = ['jpg', 'jpeg', 'png', 'webp'];
const allowedTypes = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'];

/**
 * What the console can tell of a file before uploading it (its declared type, name and size);
 * undefined when it may be sent. The API checks the bytes themselves afterwards.
 */
export function pictureFileProblem(file: { name: string; type: string; size: number }): string | undefined {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!allowedTypes.includes(file.type) || !allowedExtensions.includes(extension))
    return pictureFileMessages.wrongType;
  if (file.size > MAX_PICTURE_BYTES) return pictureFileMessages.tooLarge;
  return undefined;
}
