/**
 * How large a picture must be for its place (a brand image, a banner): at least this, square if
 * asked, or exactly this size (a storefront banner).
 */
export interface ImageRule {
  minWidth: number;
  minHeight: number;
  square?: boolean;
  exact?: boolean;
}

/** Why a picture cannot take a place: too small, not square, not the exact size, or not read yet. */
export type ImageProblem = 'unknownSize' | 'tooSmall' | 'notSquare' | 'wrongSize';

export function imageProblem(
  rule: ImageRule,
  size: { width: number | null; height: number | null },
): ImageProblem | null {
  if (size.width === null || size.height === null) return 'unknownSize';
  if (rule.exact) return size.width === rule.minWidth && size.height === rule.minHeight ? null : 'wrongSize';
  if (size.width < rule.minWidth || size.height < rule.minHeight) return 'tooSmall';
  if (rule.square && size.width !== size.height) return 'notSquare';
  return null;
}
