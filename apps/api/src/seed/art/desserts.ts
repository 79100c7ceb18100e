import { randomSource } from '../order-generator.js';
import { type Backdrop, foodScene } from './scene.js';
import { drawing, joinDrawings, radial, round, shade, wavyEdgeBack } from './svg-kit.js';
import { plate } from './tableware.js';

/** A brownie with a scoop of ice cream and chocolate sauce, on a plate. */
export interface BrownieArt {
  kind: 'brownie';
  backdrop: Backdrop;
  scoop: { light: string; dark: string };
}

export function brownieSvg(art: BrownieArt, seed: number): string {
  const random = randomSource(seed);
  const bits = Array.from({ length: 18 }, () => {
    const x = 212 + random.next() * 186;
    const y = 306 + random.next() * 58;
    return `<ellipse cx="${round(x)}" cy="${round(y)}" rx="${round(2 + random.next() * 3)}" ry="${round(1.5 + random.next() * 1.5)}" fill="#7A4A2A" fill-opacity="0.8"/>`;
  });
  const specks = Array.from({ length: 16 }, () => {
    const x = 266 + random.next() * 120;
    const y = 236 + random.next() * 48;
    return `<circle cx="${round(x)}" cy="${round(y)}" r="1.2" fill="#3A2A1A" fill-opacity="0.6"/>`;
  });
  const scoop = `M252,290 C244,226 282,176 326,176 C370,176 408,226 400,290${wavyEdgeBack(400, 252, 292, 7, 7)} Z`;
  const sauce = `M266,214 C280,184 304,176 324,176 C346,176 370,186 384,212 L380,218 C378,236 370,238 368,220 C364,214 358,214 356,226 C354,246 344,246 344,226 C342,216 334,216 330,222 C326,230 318,230 316,220 C312,212 304,214 300,230 C298,244 288,244 288,226 C288,216 280,216 276,224 C272,234 264,230 266,214 Z`;
  const dish = joinDrawings(
    plate(320, 384, 236, 58),
    drawing(
      [
        shade('brownieFront', '#5A2F17', '#3A1B0B'),
        shade('brownieTop', '#7B4627', '#5F3219'),
        radial(
          'scoop',
          [
            { at: 0, color: art.scoop.light },
            { at: 1, color: art.scoop.dark },
          ],
          0.4,
          0.35,
          0.75,
        ),
        shade('chocolate', '#5A2C14', '#2E1409'),
      ],
      [
        `<path d="M206,302 L236,272 L444,272 L414,302 Z" fill="url(#brownieTop)"/>`,
        `<path d="M252,282 l30,6 l22,-8 l40,10 l30,-6 l40,4" fill="none" stroke="#9A6440" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`,
        `<path d="M414,302 L444,272 L444,342 L414,372 Z" fill="#2B1308"/>`,
        `<rect x="206" y="300" width="208" height="72" rx="4" fill="url(#brownieFront)"/>`,
        ...bits,
        `<path d="${scoop}" fill="url(#scoop)"/>`,
        ...specks,
        `<path d="${sauce}" fill="url(#chocolate)" transform="translate(326 176) scale(1.26 1.2) translate(-324 -176)"/>`,
        `<ellipse cx="304" cy="192" rx="20" ry="6" transform="rotate(-16 304 192)" fill="#FFFFFF" fill-opacity="0.4"/>`,
        `<g transform="translate(336 178) rotate(-30)"><path d="M0,0 C10,-14 30,-14 40,0 C30,12 10,12 0,0 Z" fill="#5FAE3E"/><path d="M3,0 L36,0" stroke="#2E6B1F" stroke-width="1.2"/></g>`,
        `<g transform="translate(334 178) rotate(-150)"><path d="M0,0 C10,-14 30,-14 40,0 C30,12 10,12 0,0 Z" fill="#4E9A32"/><path d="M3,0 L36,0" stroke="#2E6B1F" stroke-width="1.2"/></g>`,
      ],
    ),
  );
  return foodScene(art.backdrop, { cx: 320, cy: 396, rx: 250, ry: 48 }, dish, 300);
}
