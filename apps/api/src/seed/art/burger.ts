import { randomSource } from '../order-generator.js';
import { type Backdrop, foodScene } from './scene.js';
import {
  type Drawing,
  drawing,
  joinDrawings,
  radial,
  round,
  shade,
  wavyEdge,
  wavyEdgeBack,
} from './svg-kit.js';

/** What lies between the buns, bottom to top. */
export type BurgerLayer =
  | 'patty'
  | 'veggie-patty'
  | 'cheddar'
  | 'lettuce'
  | 'arugula'
  | 'tomato'
  | 'bacon'
  | 'onion'
  | 'bbq'
  | 'avocado'
  | 'mayo';

export interface BurgerArt {
  kind: 'burger';
  backdrop: Backdrop;
  bun: 'sesame' | 'brioche' | 'whole-grain';
  layers: BurgerLayer[];
}

const CX = 320;
const WIDTH = 320;
const X0 = CX - WIDTH / 2;
const X1 = CX + WIDTH / 2;
const BOTTOM = 396;

/** A layer drawn with its top edge at `top`, `widen` pixels wider than the bun on each side. */
interface Layer {
  height: number;
  /** How far the next layer up sits into this one. */
  overlap: number;
  draw(top: number, id: string): Drawing;
}

const bunColors = {
  sesame: { light: '#F9C978', mid: '#E39A45', dark: '#BF6D27', seed: '#FFF3D6', seedEdge: '#D9B47A' },
  brioche: { light: '#F6B65C', mid: '#D9822B', dark: '#A2521A', seed: '', seedEdge: '' },
  'whole-grain': { light: '#D9A066', mid: '#B87838', dark: '#8A5322', seed: '#6B4A2A', seedEdge: '#4E3318' },
} as const;

function bottomBun(bun: BurgerArt['bun']): Layer {
  const c = bunColors[bun];
  return {
    height: 54,
    overlap: 12,
    draw: (top, id) => {
      const bottom = top + 54;
      return drawing(
        [shade(id, c.mid, c.dark), shade(`${id}c`, '#FBE3B4', '#F2C98A')],
        [
          `<path d="M${X0 + 4},${top + 8} Q${X0 + 4},${top} ${X0 + 16},${top} H${X1 - 16} Q${X1 - 4},${top} ${X1 - 4},${top + 8} V${bottom - 24} Q${X1 - 6},${bottom} ${X1 - 34},${bottom} H${X0 + 34} Q${X0 + 6},${bottom} ${X0 + 4},${bottom - 24} Z" fill="url(#${id})"/>`,
          `<rect x="${X0 + 8}" y="${top + 2}" width="${WIDTH - 16}" height="14" rx="7" fill="url(#${id}c)"/>`,
        ],
      );
    },
  };
}

function topBun(bun: BurgerArt['bun'], seed: number): Layer {
  const c = bunColors[bun];
  const height = 108;
  return {
    height,
    overlap: 0,
    draw: (top, id) => {
      const bottom = top + height;
      const x0 = X0 - 4;
      const x1 = X1 + 4;
      const dome = `M${x0},${bottom - 14} C${x0 - 2},${top + 30} ${CX - 120},${top} ${CX},${top} C${CX + 120},${top} ${x1 + 2},${top + 30} ${x1},${bottom - 14} Q${x1},${bottom} ${x1 - 16},${bottom} H${x0 + 16} Q${x0},${bottom} ${x0},${bottom - 14} Z`;
      const seeds: string[] = [];
      if (c.seed) {
        const random = randomSource(seed);
        for (let i = 0; i < 24; i++) {
          const u = (random.next() * 2 - 1) * 0.82;
          const x = CX + (u * (x1 - x0)) / 2;
          const surface = bottom - height * Math.sqrt(1 - u * u) * 0.92;
          const y = surface + 14 + random.next() * (bottom - surface - 40) * 0.8;
          const angle = Math.round(u * 50 + (random.next() - 0.5) * 40);
          seeds.push(
            bun === 'whole-grain'
              ? `<ellipse cx="${round(x)}" cy="${round(y)}" rx="3.2" ry="2.4" transform="rotate(${angle} ${round(x)} ${round(y)})" fill="${c.seed}" stroke="${c.seedEdge}" stroke-width="0.6"/>`
              : `<ellipse cx="${round(x)}" cy="${round(y)}" rx="5.5" ry="2.6" transform="rotate(${angle} ${round(x)} ${round(y)})" fill="${c.seed}" stroke="${c.seedEdge}" stroke-width="0.8"/>`,
          );
        }
      }
      const gloss = bun === 'brioche' ? 0.45 : 0.3;
      return drawing(
        [
          radial(
            id,
            [
              { at: 0, color: c.light },
              { at: 0.55, color: c.mid },
              { at: 1, color: c.dark },
            ],
            0.38,
            0.2,
            0.85,
          ),
        ],
        [
          `<path d="${dome}" fill="url(#${id})"/>`,
          `<path d="M${x0 + 10},${bottom - 6} H${x1 - 10}" stroke="${c.dark}" stroke-width="6" stroke-linecap="round" stroke-opacity="0.5"/>`,
          `<ellipse cx="${CX - 62}" cy="${top + 34}" rx="72" ry="17" transform="rotate(-10 ${CX - 62} ${top + 34})" fill="#FFFFFF" fill-opacity="${gloss}"/>`,
          `<ellipse cx="${CX + 40}" cy="${top + 20}" rx="22" ry="7" fill="#FFFFFF" fill-opacity="${gloss * 0.6}"/>`,
          ...seeds,
        ],
      );
    },
  };
}

/** A lumpy slab (a patty, mashed avocado): rounded ends, a wavy top and bottom, as a path. */
function slab(
  x0: number,
  x1: number,
  top: number,
  bottom: number,
  corner: number,
  amplitude: number,
  waves: number,
) {
  const middle = (top + bottom) / 2;
  return `M${x0},${middle} Q${x0},${top} ${x0 + corner},${top}${wavyEdge(x0 + corner, x1 - corner, top, amplitude, waves, -1)} Q${x1},${top} ${x1},${middle} Q${x1},${bottom} ${x1 - corner},${bottom}${wavyEdgeBack(x1 - corner, x0 + corner, bottom, amplitude, waves)} Q${x0},${bottom} ${x0},${middle} Z`;
}

function patty(veggie: boolean, seed: number): Layer {
  const colors = veggie ? ['#C9813A', '#7E4A1C', '#E9B36E'] : ['#8A4A25', '#4A230F', '#B0703F'];
  return {
    height: 48,
    overlap: 6,
    draw: (top, id) => {
      const bottom = top + 48;
      const x0 = X0 - 10;
      const x1 = X1 + 10;
      const random = randomSource(seed);
      const specks: string[] = [];
      for (let i = 0; i < 34; i++) {
        const x = x0 + 18 + random.next() * (x1 - x0 - 36);
        const y = top + 10 + random.next() * 28;
        const light = random.next() < 0.45;
        specks.push(
          `<ellipse cx="${round(x)}" cy="${round(y)}" rx="${round(2 + random.next() * 3)}" ry="${round(1 + random.next() * 1.6)}" fill="${light ? colors[2] : colors[1]}" fill-opacity="${light ? 0.55 : 0.7}"/>`,
        );
      }
      if (veggie)
        for (let i = 0; i < 14; i++) {
          const x = x0 + 20 + random.next() * (x1 - x0 - 40);
          const y = top + 12 + random.next() * 24;
          specks.push(
            `<circle cx="${round(x)}" cy="${round(y)}" r="2.4" fill="#6E9E3A" fill-opacity="0.8"/>`,
          );
        }
      return drawing(
        [shade(id, colors[0] as string, colors[1] as string)],
        [
          `<path d="${slab(x0, x1, top + 2, bottom, 20, 3, 11)}" fill="url(#${id})"/>`,
          `<path d="M${x0 + 16},${top + 8}${wavyEdge(x0 + 16, x1 - 16, top + 8, 2, 9, -1)}" fill="none" stroke="${colors[2]}" stroke-width="3" stroke-opacity="0.45" stroke-linecap="round"/>`,
          ...specks,
        ],
      );
    },
  };
}

/** A melting slice or sauce: a slab with rounded drips over the layer below. */
function melt(light: string, dark: string, height: number, drips: [number, number, number][]): Layer {
  return {
    height,
    overlap: 2,
    draw: (top, id) => {
      const x0 = X0 - 14;
      const x1 = X1 + 14;
      const y = top + height;
      let d = `M${x0 + 4},${top} H${x1 - 4} Q${x1 + 2},${top} ${x1},${y}`;
      for (const [at, width, length] of [...drips].sort((a, b) => b[0] - a[0])) {
        const x = x0 + (x1 - x0) * at;
        d += ` L${round(x + width / 2)},${y} C${round(x + width / 2)},${round(y + length * 0.7)} ${round(x + width / 3)},${round(y + length)} ${round(x)},${round(y + length)} C${round(x - width / 3)},${round(y + length)} ${round(x - width / 2)},${round(y + length * 0.7)} ${round(x - width / 2)},${y}`;
      }
      d += ` L${x0},${y} Q${x0 - 2},${top} ${x0 + 4},${top} Z`;
      return drawing(
        [shade(id, light, dark)],
        [
          `<path d="${d}" fill="url(#${id})"/>`,
          `<path d="M${x0 + 14},${top + 3} H${x1 - 60}" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="3" stroke-linecap="round"/>`,
        ],
      );
    },
  };
}

const cheddar = melt('#FFD54F', '#F2A100', 16, [
  [0.08, 26, 22],
  [0.33, 20, 14],
  [0.62, 28, 26],
  [0.9, 20, 16],
]);
const bbq = melt('#7B2514', '#4A1207', 9, [
  [0.2, 14, 14],
  [0.52, 12, 10],
  [0.78, 16, 18],
]);
const mayo = melt('#FFFDF3', '#F1E3C0', 8, [
  [0.28, 12, 10],
  [0.7, 14, 13],
]);

/** A frilly leaf: a wavy top and a frill that hangs over the layer below. */
function leaf(light: string, dark: string, edge: string, jagged: boolean): Layer {
  return {
    height: 26,
    overlap: 8,
    draw: (top, id) => {
      const x0 = X0 - 22;
      const x1 = X1 + 22;
      const bottom = top + 22;
      let topEdge: string;
      if (jagged) {
        const teeth = 18;
        const step = (x1 - x0) / teeth;
        topEdge = Array.from(
          { length: teeth },
          (_, i) => ` L${round(x0 + step * (i + 0.5))},${top - 6} L${round(x0 + step * (i + 1))},${top + 3}`,
        ).join('');
      } else topEdge = wavyEdge(x0, x1, top + 2, 6, 12, -1);
      const d = `M${x0},${top + 2}${topEdge} Q${x1 + 8},${top + 12} ${x1 - 4},${bottom}${wavyEdgeBack(x1 - 4, x0 + 4, bottom, 9, 13)} Q${x0 - 8},${top + 12} ${x0},${top + 2} Z`;
      return drawing(
        [shade(id, light, dark)],
        [
          `<path d="${d}" fill="url(#${id})" stroke="${edge}" stroke-width="1.5" stroke-linejoin="round"/>`,
          `<path d="M${x0 + 30},${top + 9}${wavyEdge(x0 + 30, x1 - 30, top + 9, 3, 7, -1)}" fill="none" stroke="#FFFFFF" stroke-opacity="0.3" stroke-width="2.5" stroke-linecap="round"/>`,
        ],
      );
    },
  };
}

const lettuce = leaf('#A5D65E', '#5E9A2C', '#4F8424', false);
const arugula = leaf('#6FA53A', '#3B6B1C', '#2F5716', true);

const tomato: Layer = {
  height: 22,
  overlap: 5,
  draw: (top, id) => {
    const slices = [X0 - 8, X0 + 100, X0 + 208];
    return drawing(
      [shade(id, '#F0553F', '#B3221A'), shade(`${id}i`, '#FF8A70', '#E8513D')],
      slices.flatMap((x) => [
        `<rect x="${x}" y="${top}" width="128" height="22" rx="11" fill="url(#${id})"/>`,
        `<rect x="${x + 10}" y="${top + 5}" width="108" height="10" rx="5" fill="url(#${id}i)"/>`,
        ...[28, 56, 84].map(
          (dx) =>
            `<ellipse cx="${x + dx}" cy="${top + 10}" rx="4" ry="2.2" fill="#FFE0B2" fill-opacity="0.85"/>`,
        ),
      ]),
    );
  },
};

const bacon: Layer = {
  height: 30,
  overlap: 6,
  draw: (top, id) => {
    const strip = (x0: number, x1: number, y: number, phase: number) => {
      const d = `M${x0},${y}${wavyEdge(x0, x1, y, 8 * phase, 4)} L${x1},${y + 18}${wavyEdgeBack(x1, x0, y + 18, 8 * phase, 4)} Z`;
      return [
        `<path d="${d}" fill="url(#${id})" stroke="#6E2412" stroke-width="1.2"/>`,
        `<path d="M${x0 + 4},${y + 7}${wavyEdge(x0 + 4, x1 - 4, y + 7, 8 * phase, 4)}" fill="none" stroke="#F6CBA4" stroke-width="4" stroke-linecap="round"/>`,
        `<path d="M${x0 + 6},${y + 13}${wavyEdge(x0 + 6, x1 - 6, y + 13, 8 * phase, 4)}" fill="none" stroke="#E9A27A" stroke-width="2" stroke-linecap="round" stroke-opacity="0.7"/>`,
      ];
    };
    return drawing(
      [shade(id, '#C0573A', '#8A2B17')],
      [...strip(X0 - 26, X1 + 4, top + 4, 1), ...strip(X0 + 6, X1 + 28, top + 10, -1)],
    );
  },
};

const onion: Layer = {
  height: 16,
  overlap: 4,
  draw: (top) => {
    const strands: string[] = [];
    for (let i = 0; i < 16; i++) {
      const x = X0 - 6 + i * 21;
      const up = i % 2 === 0 ? -6 : 6;
      const color = i % 3 === 0 ? '#A9561E' : '#D08A3A';
      strands.push(
        `<path d="M${x},${top + 8} q12,${up} 26,0" fill="none" stroke="${color}" stroke-width="6" stroke-linecap="round"/>`,
      );
    }
    return drawing([], strands);
  },
};

const avocado: Layer = {
  height: 30,
  overlap: 6,
  draw: (top, id) => {
    const x0 = X0 - 8;
    const x1 = X1 + 8;
    const bottom = top + 29;
    const d = slab(x0, x1, top + 3, bottom, 14, 5, 9);
    const specks = Array.from({ length: 16 }, (_, i) => {
      const x = x0 + 20 + ((i * 37) % (x1 - x0 - 40));
      const y = top + 8 + ((i * 11) % 12);
      return `<circle cx="${x}" cy="${y}" r="${1.5 + (i % 3)}" fill="#E6F4B8" fill-opacity="0.7"/>`;
    });
    return drawing(
      [shade(id, '#CDE77E', '#86B43A')],
      [`<path d="${d}" fill="url(#${id})" stroke="#5D8A26" stroke-width="1.5"/>`, ...specks],
    );
  },
};

function layerOf(name: BurgerLayer, seed: number): Layer {
  switch (name) {
    case 'patty':
      return patty(false, seed);
    case 'veggie-patty':
      return patty(true, seed);
    case 'cheddar':
      return cheddar;
    case 'lettuce':
      return lettuce;
    case 'arugula':
      return arugula;
    case 'tomato':
      return tomato;
    case 'bacon':
      return bacon;
    case 'onion':
      return onion;
    case 'bbq':
      return bbq;
    case 'avocado':
      return avocado;
    case 'mayo':
      return mayo;
  }
}

/**
 * A burger seen from the side: the buns and the layers between them stacked from the plate up,
 * each painted over the one below (so cheese and sauces drip over it). Centred on the picture
 * whatever its height, so the square crop keeps it whole.
 */
export function burgerSvg(art: BurgerArt, seed: number): string {
  const stack = [
    bottomBun(art.bun),
    ...art.layers.map((name, i) => layerOf(name, seed + i)),
    topBun(art.bun, seed),
  ];
  const tall = stack.reduce((sum, l, i) => sum + l.height - (i < stack.length - 1 ? l.overlap : 0), 0);
  const base = Math.min(BOTTOM, 250 + tall / 2);
  let bottom = base;
  const parts: Drawing[] = [];
  for (const [i, layer] of stack.entries()) {
    const top = bottom - layer.height;
    parts.push(layer.draw(top, `l${i}`));
    bottom = top + layer.overlap;
  }
  return foodScene(
    art.backdrop,
    { cx: CX, cy: base + 2, rx: 210, ry: 26 },
    joinDrawings(...parts),
    WIDTH + 60,
  );
}
