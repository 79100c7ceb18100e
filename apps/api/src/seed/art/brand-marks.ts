import { type Drawing, drawing, joinDrawings, radial, shade, svgDocument } from './svg-kit.js';

/** The colours a brand's marks are drawn in (the storefront's settings use the same). */
export interface BrandPalette {
  primary: string;
  secondary: string;
  background: string;
  text: string;
}

const LOGO_SIZE = { width: 480, height: 144 } as const;
const SECONDARY_LOGO_SIZE = { width: 400, height: 120 } as const;
const FAVICON_SIZE = 128;

const FONT = `font-family="Poppins, Montserrat, 'Arial Black', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif" font-weight="800"`;

/** A font size at which `text` in bold capitals fits `width` (about 0.72 em a letter), at most `max`. */
const fittingSize = (text: string, width: number, max: number) =>
  Math.min(max, Math.floor(width / (Math.max(1, text.length) * 0.72)));

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The name in two lines: the first word small above, the rest large ("DEMO" / "BURGER"). */
function splitName(name: string): [string, string] {
  const words = name.trim().toUpperCase().split(/\s+/);
  return words.length > 1 ? [words[0] ?? '', words.slice(1).join(' ')] : ['', words[0] ?? ''];
}

/** A burger in flat shapes inside a disc of the brand's colour: the icon of every mark. */
function burgerBadge(cx: number, cy: number, r: number, palette: BrandPalette): Drawing {
  const s = r / 60;
  const at = (x: number, y: number) => `${cx + x * s},${cy + y * s}`;
  return drawing(
    [
      radial(
        'badge',
        [
          { at: 0, color: '#FF5A5F' },
          { at: 1, color: palette.primary },
        ],
        0.35,
        0.3,
        0.8,
      ),
      shade('badgeBun', '#FFC15A', palette.secondary),
    ],
    [
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#badge)"/>`,
      `<circle cx="${cx}" cy="${cy}" r="${r - 5 * s}" fill="none" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="${2 * s}"/>`,
      `<path d="M${at(-34, -4)} C${at(-34, -30)} ${at(-16, -36)} ${at(0, -36)} C${at(16, -36)} ${at(34, -30)} ${at(34, -4)} Z" fill="url(#badgeBun)"/>`,
      ...[
        [-16, -22],
        [-2, -28],
        [12, -20],
        [22, -12],
        [-24, -12],
      ].map(
        ([x, y]) =>
          `<ellipse cx="${cx + (x ?? 0) * s}" cy="${cy + (y ?? 0) * s}" rx="${2.6 * s}" ry="${1.3 * s}" fill="#FFF3D6"/>`,
      ),
      `<path d="M${at(-38, 2)} Q${at(-30, -6)} ${at(-22, 2)} Q${at(-14, -6)} ${at(-6, 2)} Q${at(2, -6)} ${at(10, 2)} Q${at(18, -6)} ${at(26, 2)} Q${at(34, -6)} ${at(40, 2)} L${at(38, 6)} L${at(-38, 6)} Z" fill="#7CC242"/>`,
      `<rect x="${cx - 36 * s}" y="${cy + 4 * s}" width="${72 * s}" height="${13 * s}" rx="${6.5 * s}" fill="#5A2E17"/>`,
      `<path d="M${at(-36, 17)} L${at(36, 17)} L${at(30, 23)} L${at(22, 17)} Z" fill="#FFC83A"/>`,
      `<path d="M${at(-32, 21)} H${at(32, 21).split(',')[0]} Q${at(32, 34)} ${at(20, 34)} H${at(-20, 34).split(',')[0]} Q${at(-32, 34)} ${at(-32, 21)} Z" fill="url(#badgeBun)"/>`,
    ],
  );
}

/** The primary logo: the badge and the name in two lines, on a transparent background. */
export function logoSvg(name: string, palette: BrandPalette): string {
  const [small, large] = splitName(name);
  const { width, height } = LOGO_SIZE;
  const text = drawing(
    [],
    [
      small
        ? `<text x="160" y="58" ${FONT} font-size="${fittingSize(small, 220, 30)}" letter-spacing="9" fill="${palette.primary}">${escapeText(small)}</text>`
        : '',
      `<text x="158" y="${small ? 114 : 94}" ${FONT} font-size="${fittingSize(large, 310, 56)}" fill="${palette.text}">${escapeText(large)}</text>`,
      `<rect x="160" y="124" width="120" height="6" rx="3" fill="${palette.secondary}"/>`,
    ],
  );
  return svgDocument(width, height, joinDrawings(burgerBadge(72, 72, 64, palette), text));
}

/** The secondary logo: the name in white on a band of the brand's colour, for small places. */
export function secondaryLogoSvg(name: string, palette: BrandPalette): string {
  const { width, height } = SECONDARY_LOGO_SIZE;
  const band = drawing(
    [shade('band', palette.primary, '#A81C2A')],
    [
      `<rect width="${width}" height="${height}" rx="24" fill="url(#band)"/>`,
      `<text x="126" y="72" ${FONT} font-size="${fittingSize(name.trim(), 256, 38)}" fill="#FFFFFF">${escapeText(name.trim().toUpperCase())}</text>`,
    ],
  );
  return svgDocument(
    width,
    height,
    joinDrawings(band, burgerBadge(64, 60, 46, { ...palette, primary: '#B81F30' })),
  );
}

/** The favicon: the badge alone, square. */
export const faviconSvg = (palette: BrandPalette) =>
  svgDocument(FAVICON_SIZE, FAVICON_SIZE, burgerBadge(64, 64, 62, palette));
