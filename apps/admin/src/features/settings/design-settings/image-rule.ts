import { type BrandImage, brandImages } from '@tablero/domain';

/** Why a picture cannot be a brand image (`brandImages`): too small, or not square for the favicon. */
export type BrandImageProblem = 'unknownSize' | 'tooSmall' | 'notSquare';

export function brandImageProblem(
  image: BrandImage,
  size: { width: number | null; height: number | null },
): BrandImageProblem | null {
  const rule = brandImages[image];
  if (size.width === null || size.height === null) return 'unknownSize';
  if (size.width < rule.minWidth || size.height < rule.minHeight) return 'tooSmall';
  if (rule.square && size.width !== size.height) return 'notSquare';
  return null;
}
