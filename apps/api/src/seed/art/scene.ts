import { type Drawing, drawing, joinDrawings, radial, svgDocument } from './svg-kit.js';

/** The product pictures' size: 4:3, as a phone camera takes them. */
const SCENE_WIDTH = 640;
const SCENE_HEIGHT = 480;

/** The colours behind a dish: a pastel lit from the centre. */
export interface Backdrop {
  light: string;
  dark: string;
}

/** Where the dish touches the table, for its soft shadow. */
export interface Footprint {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

const confetti: readonly [number, number, number][] = [
  [58, 64, 9],
  [120, 410, 6],
  [574, 92, 7],
  [600, 380, 10],
  [36, 250, 5],
  [520, 440, 5],
  [170, 40, 4],
  [460, 30, 6],
];

function backdropOf({ light, dark }: Backdrop): Drawing {
  return drawing(
    [
      radial(
        'backdrop',
        [
          { at: 0, color: light },
          { at: 1, color: dark },
        ],
        0.5,
        0.45,
        0.75,
      ),
    ],
    [
      `<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="url(#backdrop)"/>`,
      `<circle cx="320" cy="236" r="206" fill="#FFFFFF" fill-opacity="0.28"/>`,
      ...confetti.map(
        ([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#FFFFFF" fill-opacity="0.35"/>`,
      ),
    ],
  );
}

function shadowOf({ cx, cy, rx, ry }: Footprint): Drawing {
  return drawing(
    [
      radial('shadow', [
        { at: 0, color: '#3E2417', opacity: 0.35 },
        { at: 0.7, color: '#3E2417', opacity: 0.12 },
        { at: 1, color: '#3E2417', opacity: 0 },
      ]),
    ],
    [`<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#shadow)"/>`],
  );
}

/**
 * The middle third the 300×300 crop always keeps: an upload's crop is a 480×480 square placed
 * where it finds most to look at, anywhere from the left edge to the right one.
 */
const SAFE_WIDTH = SCENE_WIDTH - 2 * (SCENE_WIDTH - SCENE_HEIGHT);

/**
 * A dish on its backdrop with its shadow, as a whole SVG document. The dish, `width` pixels wide
 * as drawn, is scaled down from where it stands until it fits the middle the crop always keeps.
 */
export function foodScene(backdrop: Backdrop, footprint: Footprint, dish: Drawing, width: number): string {
  const scale = Math.min(1, SAFE_WIDTH / width);
  const { cx, cy } = footprint;
  const fitted = {
    defs: dish.defs,
    body: `<g transform="translate(${cx} ${cy}) scale(${scale.toFixed(3)}) translate(${-cx} ${-cy})">${dish.body}</g>`,
  };
  const shadow = { ...footprint, rx: footprint.rx * scale, ry: footprint.ry * scale };
  return svgDocument(SCENE_WIDTH, SCENE_HEIGHT, joinDrawings(backdropOf(backdrop), shadowOf(shadow), fitted));
}
