import { type BannerPlatform, bannerMessages, type FieldError, type ImageSize } from '@tablero/domain';
import type { FileTokens } from '../pictures/file-tokens.js';
import { originalFileOf } from '../pictures/file-tokens.js';
import { type LinkedPicture, pictureLinks } from '../pictures/picture-links.js';
import type { SizedPicture } from '../pictures/pictures.repo.js';

/**
 * A banner's or pop-up's picture must be one of the tenant's uploaded pictures of exactly the
 * platform's size (spec part 1 §9), read from the file when it was uploaded.
 */
export function pictureSizeError(
  field: string,
  platform: BannerPlatform,
  picture: SizedPicture | undefined,
  expected: ImageSize,
): FieldError | undefined {
  if (picture?.status !== 'ready') return { field, message: bannerMessages.unknownPicture };
  if (picture.width !== expected.width || picture.height !== expected.height)
    return { field, message: bannerMessages.pictureSize(platform, expected, picture) };
  return undefined;
}

/** The original file's signed URL of a picture, or null while it is not ready. */
export function pictureUrls(tokens: FileTokens, origin: string) {
  const links = pictureLinks(tokens, origin);
  const now = Date.now();
  return (picture: LinkedPicture) => links.readUrl(picture, originalFileOf(picture.contentType ?? ''), now);
}
