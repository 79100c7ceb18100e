/** Storefront typefaces drawn with serifs: their stand-in, where the face is not installed, is a serif too. */
const serifFonts = new Set(['Playfair Display', 'Merriweather']);

/** A CSS font stack for a storefront typeface, so the preview keeps its kind even without the face. */
export const fontStack = (font: string) =>
  `"${font}", ${serifFonts.has(font) ? 'Georgia, serif' : 'system-ui, sans-serif'}`;
