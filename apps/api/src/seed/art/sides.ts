import { randomSource } from '../order-generator.js';
import { type Backdrop, foodScene } from './scene.js';
import { drawing, joinDrawings, linear, radial, round, shade } from './svg-kit.js';
import { boat, dip, plate } from './tableware.js';

/** Fries in a paper box. */
export interface FriesArt {
  kind: 'fries';
  backdrop: Backdrop;
  box: { light: string; dark: string };
}

/** Rustic potato wedges in a paper boat, with melted cheddar and chives. */
export interface WedgesArt {
  kind: 'wedges';
  backdrop: Backdrop;
}

/** Battered onion rings on a plate with a dip. */
export interface OnionRingsArt {
  kind: 'onion-rings';
  backdrop: Backdrop;
  dip: { light: string; dark: string };
}

/** Chicken nuggets in a basket with a dip. */
export interface NuggetsArt {
  kind: 'nuggets';
  backdrop: Backdrop;
  dip: { light: string; dark: string };
}

export function friesSvg(art: FriesArt, seed: number): string {
  const random = randomSource(seed);
  const sticks: string[] = [];
  for (let i = 0; i < 26; i++) {
    const x = 228 + (i / 25) * 184 + (random.next() - 0.5) * 14;
    const tall = 150 + random.next() * 70;
    const angle = round((x - 320) / 9 + (random.next() - 0.5) * 10);
    const base = 300;
    const width = 17 + random.next() * 4;
    sticks.push(
      `<g transform="rotate(${angle} ${round(x)} ${base})"><rect x="${round(x - width / 2)}" y="${round(base - tall)}" width="${round(width)}" height="${round(tall)}" rx="4" fill="url(#fry)" stroke="#E29A16" stroke-width="1"/><rect x="${round(x - width / 2 + 3)}" y="${round(base - tall + 4)}" width="4" height="${round(tall * 0.6)}" rx="2" fill="#FFFFFF" fill-opacity="0.35"/><rect x="${round(x - width / 2)}" y="${round(base - tall)}" width="${round(width)}" height="7" rx="3.5" fill="#D98E1C" fill-opacity="0.6"/></g>`,
    );
  }
  const { light, dark } = art.box;
  const dish = drawing(
    [
      linear(
        'fry',
        [
          { at: 0, color: '#FFE38A' },
          { at: 0.5, color: '#FFD04D' },
          { at: 1, color: '#F5B324' },
        ],
        [0, 0, 1, 0],
      ),
      shade('boxBack', dark, '#7E1410'),
      linear(
        'boxFront',
        [
          { at: 0, color: light },
          { at: 0.55, color: light },
          { at: 1, color: dark },
        ],
        [0, 0, 1, 0.2],
      ),
    ],
    [
      `<path d="M200,196 Q320,170 440,196 L404,420 L236,420 Z" fill="url(#boxBack)"/>`,
      ...sticks,
      `<path d="M196,250 Q320,300 444,250 L408,412 Q406,424 394,424 L246,424 Q234,424 232,412 Z" fill="url(#boxFront)"/>`,
      `<path d="M200,254 Q320,304 440,254" fill="none" stroke="#FFFFFF" stroke-opacity="0.4" stroke-width="4" stroke-linecap="round"/>`,
      `<circle cx="320" cy="352" r="38" fill="#FFFFFF"/>`,
      `<circle cx="320" cy="352" r="30" fill="${light}" fill-opacity="0.12"/>`,
      ...[-12, 0, 12].map(
        (dx, i) =>
          `<rect x="${316 + dx}" y="${334 + (i === 1 ? -4 : 2)}" width="8" height="${i === 1 ? 36 : 30}" rx="3" fill="#F7B928" transform="rotate(${dx / 2} ${320 + dx} 370)"/>`,
      ),
    ],
  );
  return foodScene(art.backdrop, { cx: 320, cy: 424, rx: 170, ry: 18 }, dish, 250);
}

/** A wedge: a half-moon of potato with its skin along the arch. */
function wedge(x: number, y: number, angle: number, size: number) {
  const s = size;
  const r = (n: number) => round(n * s);
  return `<g transform="translate(${round(x)} ${round(y)}) rotate(${round(angle)})"><path d="M${r(-1)},0 Q0,${r(-1.3)} ${r(1)},0 Q0,${r(-0.12)} ${r(-1)},0 Z" fill="#94531E"/><path d="M${r(-0.9)},${r(-0.04)} Q0,${r(-1.08)} ${r(0.9)},${r(-0.04)} Q0,${r(-0.14)} ${r(-0.9)},${r(-0.04)} Z" fill="url(#wedge)"/><path d="M${r(-0.5)},${r(-0.34)} Q0,${r(-0.62)} ${r(0.5)},${r(-0.34)}" fill="none" stroke="#FFF3C4" stroke-opacity="0.6" stroke-width="3" stroke-linecap="round"/></g>`;
}

export function wedgesSvg(art: WedgesArt, seed: number): string {
  const random = randomSource(seed);
  const top = 318;
  const tray = boat(320, top, '#D7A86E', '#A8743E');
  const rows = [6, 5, 4, 2];
  const wedges: string[] = [];
  for (const [row, count] of rows.entries())
    for (let i = 0; i < count; i++) {
      const x = 320 + (i - (count - 1) / 2) * 56 + (random.next() - 0.5) * 14;
      const y = top + 14 - row * 36 - random.next() * 8;
      wedges.push(wedge(x, y, (random.next() - 0.5) * 60, 46 + random.next() * 8));
    }
  // Melted cheddar poured across the pile as a band that follows its top, dripping down.
  const ridge = (x: number) =>
    top - 66 - 46 * Math.sin((Math.PI * (x - 214)) / 212) + 5 * Math.sin((x - 214) / 14);
  const xs = Array.from({ length: 29 }, (_, i) => 214 + (i * 212) / 28);
  const drips = new Map([
    [8, 34],
    [14, 18],
    [20, 40],
    [25, 22],
  ]);
  let cheese = `M${xs.map((x) => `${round(x)},${round(ridge(x))}`).join(' L')}`;
  for (const [i, x] of [...xs.entries()].reverse()) {
    const y = ridge(x) + 22 * Math.min(1, i / 3, (xs.length - 1 - i) / 3);
    const length = drips.get(i);
    cheese += length
      ? ` L${round(x + 8)},${round(y)} C${round(x + 8)},${round(y + length)} ${round(x - 8)},${round(y + length)} ${round(x - 8)},${round(y)}`
      : ` L${round(x)},${round(y)}`;
  }
  cheese += ' Z';
  const chives = Array.from({ length: 24 }, () => {
    const x = 226 + random.next() * 190;
    const t = (x - 214) / 212;
    const y = top - 76 - 40 * Math.sin(Math.PI * t) + random.next() * 24;
    const a = round(random.next() * 180);
    return `<rect x="${round(x)}" y="${round(y)}" width="10" height="4" rx="2" fill="#4E9A2E" transform="rotate(${a} ${round(x)} ${round(y)})"/>`;
  });
  const dish = joinDrawings(
    tray.back,
    drawing([shade('wedge', '#FCD77C', '#E9A83A')], wedges),
    drawing(
      [shade('cheddar', '#FFC233', '#F08A00')],
      [
        `<path d="${cheese}" fill="url(#cheddar)" stroke="#E08600" stroke-width="1.5" stroke-linejoin="round"/>`,
        `<path d="M${xs
          .slice(6, 20)
          .map((x) => `${round(x)},${round(ridge(x) + 6)}`)
          .join(
            ' L',
          )}" fill="none" stroke="#FFF1B8" stroke-opacity="0.7" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
        ...chives,
      ],
    ),
    tray.front,
  );
  return foodScene(art.backdrop, { cx: 320, cy: top + 104, rx: 180, ry: 16 }, dish, 356);
}

/** An onion ring: a thick breaded band along an ellipse, tilted, with crumbs on it. */
function ring(cx: number, cy: number, rx: number, ry: number, angle: number, tube: number, seed: number) {
  const random = randomSource(seed);
  const crumbs = Array.from({ length: 18 }, () => {
    const t = random.next() * Math.PI * 2;
    const off = (random.next() - 0.5) * tube * 0.7;
    const x = cx + Math.cos(t) * (rx + off);
    const y = cy + Math.sin(t) * (ry + off * (ry / rx));
    return `<circle cx="${round(x)}" cy="${round(y)}" r="${round(1.2 + random.next() * 1.8)}" fill="${random.next() < 0.5 ? '#B5661C' : '#FFE7A8'}" fill-opacity="0.7"/>`;
  });
  return `<g transform="rotate(${angle} ${cx} ${cy})"><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="#A85A14" stroke-width="${tube + 4}"/><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="url(#batter)" stroke-width="${tube}"/><path d="M${round(cx - rx * 0.92)},${round(cy - ry * 0.3)} A${rx},${ry} 0 0,1 ${round(cx + rx * 0.25)},${round(cy - ry * 0.97)}" fill="none" stroke="#FFF0B8" stroke-opacity="0.6" stroke-width="${round(tube * 0.22)}" stroke-linecap="round"/>${crumbs.join('')}</g>`;
}

export function onionRingsSvg(art: OnionRingsArt, seed: number): string {
  const dish = joinDrawings(
    plate(310, 380, 230, 58),
    drawing(
      [
        linear('batter', [
          { at: 0, color: '#FFD27A' },
          { at: 0.5, color: '#F2AE48' },
          { at: 1, color: '#CC7B22' },
        ]),
      ],
      [
        ring(372, 270, 64, 76, 16, 28, seed + 1),
        ring(296, 372, 96, 30, -2, 28, seed + 2),
        ring(286, 346, 94, 30, 3, 28, seed + 3),
        ring(302, 320, 90, 29, -3, 28, seed + 4),
      ],
    ),
    dip(452, 380, art.dip.light, art.dip.dark, { herbs: true, bowl: ['#4A5A66', '#26323A', '#5C6E7A'] }),
  );
  return foodScene(art.backdrop, { cx: 320, cy: 392, rx: 250, ry: 48 }, dish, 2 * (500 - 320));
}

/** A nugget: a rounded, lumpy blob of golden batter. */
function nugget(x: number, y: number, angle: number, size: number, seed: number) {
  const random = randomSource(seed);
  const points = Array.from({ length: 9 }, (_, i) => {
    const a = (i / 9) * Math.PI * 2;
    const r = size * (0.85 + random.next() * 0.25);
    return [Math.cos(a) * r * 1.3, Math.sin(a) * r * 0.72] as const;
  });
  let d = '';
  for (const [i, p] of points.entries()) {
    const next = points[(i + 1) % points.length] as readonly [number, number];
    const mid = [(p[0] + next[0]) / 2, (p[1] + next[1]) / 2];
    d += i === 0 ? `M${round(mid[0] ?? 0)},${round(mid[1] ?? 0)}` : '';
    d += ` Q${round(next[0])},${round(next[1])} ${round((next[0] + (points[(i + 2) % points.length]?.[0] ?? 0)) / 2)},${round((next[1] + (points[(i + 2) % points.length]?.[1] ?? 0)) / 2)}`;
  }
  const crumbs = Array.from(
    { length: 7 },
    () =>
      `<circle cx="${round((random.next() - 0.5) * size * 1.6)}" cy="${round((random.next() - 0.5) * size)}" r="${round(1.2 + random.next() * 1.6)}" fill="#B56A1E" fill-opacity="0.55"/>`,
  );
  return `<g transform="translate(${round(x)} ${round(y)}) rotate(${round(angle)})"><path d="${d} Z" fill="url(#nugget)" stroke="#B06518" stroke-width="1.5"/><ellipse cx="${round(-size * 0.3)}" cy="${round(-size * 0.35)}" rx="${round(size * 0.45)}" ry="${round(size * 0.16)}" fill="#FFF2C2" fill-opacity="0.5"/>${crumbs.join('')}</g>`;
}

export function nuggetsSvg(art: NuggetsArt, seed: number): string {
  const random = randomSource(seed);
  const top = 322;
  const basket = boat(300, top, '#D8342B', '#9E1E17');
  const spots: [number, number][] = [
    [170, top - 6],
    [244, top - 10],
    [320, top - 4],
    [394, top - 10],
    [206, top - 54],
    [282, top - 62],
    [358, top - 56],
    [246, top - 104],
    [324, top - 100],
  ];
  const nuggets = spots.map(([x, y], i) =>
    nugget(x + (random.next() - 0.5) * 10, y, (random.next() - 0.5) * 40, 38, seed + i * 31),
  );
  const dish = joinDrawings(
    basket.back,
    drawing(
      [
        radial(
          'nugget',
          [
            { at: 0, color: '#FBCB6E' },
            { at: 0.6, color: '#E39A36' },
            { at: 1, color: '#B0621A' },
          ],
          0.4,
          0.35,
          0.75,
        ),
      ],
      nuggets,
    ),
    basket.front,
    dip(460, 392, art.dip.light, art.dip.dark),
  );
  return foodScene(art.backdrop, { cx: 320, cy: top + 104, rx: 240, ry: 16 }, dish, 2 * (320 - 122));
}
