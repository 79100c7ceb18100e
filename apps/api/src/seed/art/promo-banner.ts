import type { BrandPalette } from './brand-marks.js';
import { type FoodArt, foodArtSvg } from './food-art.js';
import { drawing, joinDrawings, linear, svgDocument } from './svg-kit.js';

const FONT = `font-family="Poppins, Montserrat, 'Arial Black', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif"`;
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface PromoArt {
  headline: string;
  subline: string;
  call: string;
  dish: FoodArt;
  seed: number;
}

/** A dish's 640×480 drawing placed in a box of the banner (an inner SVG keeps its own coordinates). */
function placedDish(art: PromoArt, x: number, y: number, width: number, height: number): string {
  return foodArtSvg(art.dish, art.seed).replace(
    /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+" height="\d+"/,
    `<svg x="${x}" y="${y}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"`,
  );
}

/** Bold words that fit `width` at about 0.6 em a letter, at most `max` px. */
const fitting = (text: string, width: number, max: number) =>
  Math.min(max, Math.floor(width / (Math.max(1, text.length) * 0.6)));

/**
 * A storefront promotion of the exact size a place takes (banners 1320×385 and 600×400, pop-ups
 * 1200×1200 and 600×600): the brand's colour, the dish, a headline, a line and a call to order.
 * Wide pictures put the dish at the right; square ones above the words.
 */
export function promoBannerSvg(width: number, height: number, art: PromoArt, palette: BrandPalette): string {
  const wide = width / height > 1.2;
  const unit = Math.min(width, height) / 100;
  const background = drawing(
    [
      linear(
        'promoBg',
        [
          { at: 0, color: palette.primary },
          { at: 1, color: '#7A1020' },
        ],
        [0, 0, 1, 1],
      ),
    ],
    [`<rect width="${width}" height="${height}" fill="url(#promoBg)"/>`],
  );
  const dish = wide
    ? placedDish(art, Math.round(width * 0.56), 0, Math.round(width * 0.44), height)
    : placedDish(art, 0, 0, width, Math.round(height * 0.58));
  const textX = wide ? Math.round(width * 0.05) : Math.round(width * 0.08);
  const textWidth = wide ? width * 0.5 : width * 0.84;
  const top = wide ? height * 0.2 : height * 0.62;
  const headlineSize = fitting(art.headline, textWidth, wide ? unit * 17 : unit * 11);
  const sublineSize = Math.min(
    Math.round(headlineSize * 0.45),
    fitting(art.subline, textWidth, headlineSize),
  );
  const callSize = Math.round(headlineSize * 0.42);
  const callY = top + headlineSize * 1.1 + sublineSize * 1.6;
  const callWidth = Math.round(art.call.length * callSize * 0.66 + callSize * 2);
  const words = drawing(
    [],
    [
      `<text x="${textX}" y="${Math.round(top + headlineSize)}" ${FONT} font-weight="800" font-size="${headlineSize}" fill="#FFFFFF">${escapeText(art.headline)}</text>`,
      `<text x="${textX}" y="${Math.round(top + headlineSize * 1.1 + sublineSize * 1.2)}" ${FONT} font-weight="600" font-size="${sublineSize}" fill="#FFE9C7">${escapeText(art.subline)}</text>`,
      `<rect x="${textX}" y="${Math.round(callY)}" width="${callWidth}" height="${Math.round(callSize * 2)}" rx="${Math.round(callSize)}" fill="${palette.secondary}"/>`,
      `<text x="${textX + callSize}" y="${Math.round(callY + callSize * 1.38)}" ${FONT} font-weight="800" font-size="${callSize}" fill="${palette.text}">${escapeText(art.call)}</text>`,
    ],
  );
  // The dish goes between the background and the words: drawings join defs and bodies, not layers.
  const layers = joinDrawings(background, drawing([], [dish]), words);
  return svgDocument(width, height, layers);
}
