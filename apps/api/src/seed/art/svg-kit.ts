/** Small helpers to write SVG by hand: documents, gradients, wavy edges. Coordinates in pixels. */

export interface Stop {
  at: number;
  color: string;
  opacity?: number;
}

const stopsOf = (stops: readonly Stop[]) =>
  stops
    .map(
      (s) =>
        `<stop offset="${s.at}" stop-color="${s.color}"${s.opacity === undefined ? '' : ` stop-opacity="${s.opacity}"`}/>`,
    )
    .join('');

/** A top-to-bottom gradient (or along the given vector, in the shape's box: 0 to 1). */
export const linear = (id: string, stops: readonly Stop[], [x1, y1, x2, y2] = [0, 0, 0, 1]) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`;

/** A radial gradient centred at (cx, cy) of the shape's box. */
export const radial = (id: string, stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsOf(stops)}</radialGradient>`;

/** Two colours as a simple top-light, bottom-dark gradient. */
export const shade = (id: string, light: string, dark: string) =>
  linear(id, [
    { at: 0, color: light },
    { at: 1, color: dark },
  ]);

/** A drawing and the gradients and filters it needs. */
export interface Drawing {
  defs: string;
  body: string;
}

export const drawing = (defs: string[], body: string[]): Drawing => ({
  defs: defs.join(''),
  body: body.join(''),
});

export const joinDrawings = (...parts: Drawing[]): Drawing => ({
  defs: parts.map((p) => p.defs).join(''),
  body: parts.map((p) => p.body).join(''),
});

export const svgDocument = (width: number, height: number, { defs, body }: Drawing) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;

/** A coordinate to a tenth of a pixel: shorter documents, the same drawing. */
export const round = (n: number) => Math.round(n * 10) / 10;

/**
 * An edge from x0 to x1 that rises and falls `waves` times around y (a lettuce leaf, a patty's
 * crust), as quadratic curves; `direction` 1 bulges down, -1 up. Continues a path (no M).
 */
export function wavyEdge(x0: number, x1: number, y: number, amplitude: number, waves: number, direction = 1) {
  const step = (x1 - x0) / waves;
  let d = '';
  for (let i = 0; i < waves; i++) {
    const a = x0 + step * i;
    d += ` Q${round(a + step / 2)},${round(y + direction * amplitude)} ${round(a + step)},${round(y)}`;
  }
  return d;
}

/** The same edge walked right to left. */
export function wavyEdgeBack(
  x1: number,
  x0: number,
  y: number,
  amplitude: number,
  waves: number,
  direction = 1,
) {
  const step = (x1 - x0) / waves;
  let d = '';
  for (let i = 0; i < waves; i++) {
    const a = x1 - step * i;
    d += ` Q${round(a - step / 2)},${round(y + direction * amplitude)} ${round(a - step)},${round(y)}`;
  }
  return d;
}
