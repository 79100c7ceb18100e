import { randomSource } from '../order-generator.js';
import { type Backdrop, foodScene } from './scene.js';
import { drawing, joinDrawings, linear, round, shade } from './svg-kit.js';

/** A soda in a paper cup with a lid and a straw. */
export interface CupArt {
  kind: 'cup';
  backdrop: Backdrop;
  cup: { light: string; dark: string };
  straw: string;
}

/** A drink in a glass: with ice, lemon and mint (a lemonade), or with a head of foam (a beer). */
export interface GlassArt {
  kind: 'glass';
  backdrop: Backdrop;
  liquid: { light: string; dark: string };
  top: 'ice-and-mint' | 'foam';
}

/** A left-to-right gradient that makes a round body look lit from the front-left. */
const roundBody = (id: string, light: string, dark: string) =>
  linear(
    id,
    [
      { at: 0, color: dark },
      { at: 0.3, color: light },
      { at: 0.62, color: light },
      { at: 1, color: dark },
    ],
    [0, 0, 1, 0],
  );

export function cupSvg(art: CupArt, seed: number): string {
  const random = randomSource(seed);
  const body = 'M222,176 L418,176 L394,418 Q392,428 382,428 L258,428 Q248,428 246,418 Z';
  const drops = Array.from({ length: 12 }, () => {
    const x = 250 + random.next() * 140;
    const y = 200 + random.next() * 200;
    return `<ellipse cx="${round(x)}" cy="${round(y)}" rx="2.6" ry="3.6" fill="#FFFFFF" fill-opacity="0.55"/>`;
  });
  const dish = drawing(
    [
      roundBody('cup', art.cup.light, art.cup.dark),
      roundBody('lid', '#FFFFFF', '#D5D9DE'),
      `<clipPath id="cupShape"><path d="${body}"/></clipPath>`,
    ],
    [
      `<g transform="rotate(14 352 150)"><rect x="344" y="34" width="17" height="130" rx="4" fill="${art.straw}"/>${[
        48, 78, 108, 138,
      ]
        .map((y) => `<rect x="344" y="${y}" width="17" height="12" fill="#FFFFFF" fill-opacity="0.85"/>`)
        .join('')}<rect x="347" y="34" width="4" height="126" fill="#FFFFFF" fill-opacity="0.3"/></g>`,
      `<path d="${body}" fill="url(#cup)"/>`,
      `<g clip-path="url(#cupShape)"><path d="M200,282 C260,258 300,300 340,280 C380,260 420,286 440,276 L440,332 C400,344 370,316 330,334 C290,352 250,318 200,338 Z" fill="#FFFFFF" fill-opacity="0.92"/><circle cx="320" cy="306" r="19" fill="${art.cup.light}"/><path d="M320,293 L324,302 L334,303 L326,309 L329,319 L320,313 L311,319 L314,309 L306,303 L316,302 Z" fill="#FFFFFF"/><rect x="200" y="404" width="240" height="30" fill="${art.cup.dark}" fill-opacity="0.5"/></g>`,
      `<rect x="262" y="190" width="14" height="210" rx="7" fill="#FFFFFF" fill-opacity="0.28"/>`,
      ...drops,
      `<path d="M236,160 Q240,132 320,130 Q400,132 404,160 Z" fill="url(#lid)" stroke="#C9CED4" stroke-width="1.5"/>`,
      `<rect x="210" y="156" width="220" height="26" rx="10" fill="url(#lid)" stroke="#C9CED4" stroke-width="1.5"/>`,
      `<ellipse cx="350" cy="138" rx="16" ry="5" fill="#C9CED4"/>`,
    ],
  );
  return foodScene(art.backdrop, { cx: 320, cy: 428, rx: 110, ry: 14 }, dish, 220);
}

/** Ice cubes, a lemon wheel on the rim, a sprig of mint and a straw. */
function iceAndMint(random: ReturnType<typeof randomSource>) {
  const cubes = [
    [268, 196, 12],
    [330, 188, -18],
    [300, 236, 30],
    [352, 240, 8],
  ].map(
    ([x, y, a]) =>
      `<rect x="${x}" y="${y}" width="44" height="44" rx="9" fill="#FFFFFF" fill-opacity="0.35" stroke="#FFFFFF" stroke-opacity="0.8" stroke-width="2" transform="rotate(${a} ${(x ?? 0) + 22} ${(y ?? 0) + 22})"/>`,
  );
  const bubbles = Array.from({ length: 14 }, () => {
    const x = 262 + random.next() * 116;
    const y = 290 + random.next() * 110;
    return `<circle cx="${round(x)}" cy="${round(y)}" r="${round(2 + random.next() * 3)}" fill="none" stroke="#FFFFFF" stroke-opacity="0.7" stroke-width="1.5"/>`;
  });
  const segments = Array.from({ length: 8 }, (_, i) => {
    const a = (i / 8) * Math.PI * 2;
    const b = a + Math.PI / 4 - 0.12;
    const p = (angle: number, r: number) =>
      `${round(234 + Math.cos(angle) * r)},${round(150 + Math.sin(angle) * r)}`;
    return `<path d="M${p(a + 0.06, 6)} L${p(a + 0.06, 40)} A40,40 0 0,1 ${p(b, 40)} Z" fill="#FFF6A8"/>`;
  });
  const leaf = (x: number, y: number, angle: number) =>
    `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M0,0 C14,-20 44,-20 58,0 C44,18 14,18 0,0 Z" fill="url(#mint)"/><path d="M4,0 L52,0" stroke="#2E6B1F" stroke-width="1.5"/></g>`;
  return {
    inside: [...cubes, ...bubbles],
    over: [
      `<g transform="rotate(-12 392 120)"><rect x="384" y="40" width="15" height="260" rx="5" fill="#F06292"/><rect x="387" y="40" width="4" height="250" fill="#FFFFFF" fill-opacity="0.35"/></g>`,
      `<circle cx="234" cy="150" r="48" fill="#F7D21E"/>`,
      `<circle cx="234" cy="150" r="43" fill="#FFFBE0"/>`,
      ...segments,
      leaf(300, 132, -40),
      leaf(318, 128, -120),
      leaf(330, 136, -70),
    ],
  };
}

/** A head of foam that spills over the rim. */
function foam() {
  const puffs = [
    [240, 134, 26],
    [278, 120, 30],
    [322, 114, 32],
    [366, 120, 30],
    [402, 134, 24],
    [300, 138, 26],
    [350, 140, 26],
  ];
  return [
    `<path d="M232,140 H410 V176 H232 Z" fill="#FFF8E6"/>`,
    ...puffs.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#foam)"/>`),
    `<path d="M398,150 C404,170 408,196 398,206 C390,212 386,196 388,176 Z" fill="#FFF8E6"/>`,
    `<ellipse cx="290" cy="110" rx="22" ry="7" fill="#FFFFFF" fill-opacity="0.8"/>`,
  ];
}

export function glassSvg(art: GlassArt, seed: number): string {
  const random = randomSource(seed);
  const beer = art.top === 'foam';
  const glass = beer
    ? 'M226,150 L414,150 L388,412 Q386,428 370,428 L270,428 Q254,428 252,412 Z'
    : 'M232,140 L408,140 L392,414 Q390,428 376,428 L264,428 Q250,428 248,414 Z';
  const surface = beer ? 160 : 196;
  const extra = beer
    ? {
        inside: Array.from({ length: 22 }, () => {
          const x = 262 + random.next() * 116;
          const y = 190 + random.next() * 210;
          return `<circle cx="${round(x)}" cy="${round(y)}" r="${round(1.5 + random.next() * 2.2)}" fill="#FFF3C0" fill-opacity="0.7"/>`;
        }),
        over: foam(),
      }
    : iceAndMint(random);
  const dish = joinDrawings(
    drawing(
      [
        shade('liquid', art.liquid.light, art.liquid.dark),
        shade('mint', '#7CC25A', '#3F8A2A'),
        linear('foam', [
          { at: 0, color: '#FFFFFF' },
          { at: 1, color: '#F6EBCF' },
        ]),
        `<clipPath id="glassShape"><path d="${glass}"/></clipPath>`,
      ],
      [
        `<path d="${glass}" fill="#FFFFFF" fill-opacity="0.35"/>`,
        `<g clip-path="url(#glassShape)"><rect x="200" y="${surface}" width="240" height="${412 - surface}" fill="url(#liquid)"/><ellipse cx="320" cy="${surface}" rx="100" ry="8" fill="${art.liquid.light}"/>${extra.inside.join('')}<rect x="200" y="404" width="240" height="30" fill="#FFFFFF" fill-opacity="0.45"/></g>`,
        `<path d="${glass}" fill="none" stroke="#FFFFFF" stroke-opacity="0.9" stroke-width="3"/>`,
        `<path d="M${beer ? 246 : 250},170 L${beer ? 266 : 264},396" stroke="#FFFFFF" stroke-opacity="0.55" stroke-width="10" stroke-linecap="round"/>`,
        `<path d="M${beer ? 394 : 390},180 L${beer ? 382 : 380},300" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="5" stroke-linecap="round"/>`,
      ],
    ),
    drawing([], extra.over),
  );
  return foodScene(art.backdrop, { cx: 320, cy: 428, rx: 120, ry: 14 }, dish, 2 * (320 - 186));
}
