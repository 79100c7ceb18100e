import { type Drawing, drawing, radial, shade } from './svg-kit.js';

/** A white plate seen from the front, with its rim. */
export function plate(cx: number, cy: number, rx: number, ry: number): Drawing {
  return drawing(
    [
      radial('plate', [
        { at: 0, color: '#FFFFFF' },
        { at: 0.75, color: '#F4F1EC' },
        { at: 1, color: '#D9D3CA' },
      ]),
      radial('plateWell', [
        { at: 0, color: '#FFFFFF' },
        { at: 1, color: '#EEE9E1' },
      ]),
    ],
    [
      `<ellipse cx="${cx}" cy="${cy + 6}" rx="${rx}" ry="${ry}" fill="#C9C1B5"/>`,
      `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#plate)"/>`,
      `<ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.72}" ry="${ry * 0.66}" fill="url(#plateWell)" stroke="#E2DBD0" stroke-width="2"/>`,
    ],
  );
}

/** A small bowl of sauce (ketchup, ranch, BBQ) beside a dish; a dark bowl stands out on a plate. */
export function dip(
  cx: number,
  cy: number,
  sauce: string,
  sauceDark: string,
  { herbs = false, bowl = ['#FFFFFF', '#D8D2C8', '#ECE6DC'] } = {},
): Drawing {
  const specks = herbs
    ? [-16, -5, 7, 15, -9, 3].map(
        (dx, i) =>
          `<ellipse cx="${cx + dx * 1.6}" cy="${cy - 2 + (i % 3) * 4}" rx="2.2" ry="1.2" fill="#5C8A2E"/>`,
      )
    : [];
  return drawing(
    [shade('dipCup', bowl[0] ?? '', bowl[1] ?? ''), shade('dipSauce', sauce, sauceDark)],
    [
      `<path d="M${cx - 48},${cy} Q${cx - 46},${cy + 42} ${cx},${cy + 44} Q${cx + 46},${cy + 42} ${cx + 48},${cy} Z" fill="url(#dipCup)"/>`,
      `<ellipse cx="${cx}" cy="${cy}" rx="48" ry="14" fill="${bowl[2]}"/>`,
      `<ellipse cx="${cx}" cy="${cy + 1}" rx="41" ry="10" fill="url(#dipSauce)"/>`,
      `<ellipse cx="${cx - 14}" cy="${cy - 2}" rx="12" ry="3" fill="#FFFFFF" fill-opacity="0.45"/>`,
      ...specks,
    ],
  );
}

/** An open paper boat (kraft or a red basket) lined with checked paper; food goes between back and front. */
export function boat(cx: number, top: number, color: string, colorDark: string) {
  const liner = `M${cx - 168},${top + 8} L${cx - 136},${top - 36} L${cx + 136},${top - 36} L${cx + 168},${top + 8} Z`;
  const back = drawing(
    [
      `<pattern id="check" width="24" height="24" patternUnits="userSpaceOnUse"><rect width="24" height="24" fill="#FFFFFF"/><rect width="12" height="12" fill="#E5483C"/><rect x="12" y="12" width="12" height="12" fill="#E5483C"/></pattern>`,
    ],
    [`<path d="${liner}" fill="url(#check)"/>`, `<path d="${liner}" fill="#7A3A12" fill-opacity="0.12"/>`],
  );
  const front = drawing(
    [shade('boat', color, colorDark)],
    [
      `<path d="M${cx - 178},${top} L${cx + 178},${top} L${cx + 146},${top + 92} Q${cx + 142},${top + 102} ${cx + 130},${top + 102} L${cx - 130},${top + 102} Q${cx - 142},${top + 102} ${cx - 146},${top + 92} Z" fill="url(#boat)"/>`,
      `<path d="M${cx - 178},${top} L${cx + 178},${top}" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="6" stroke-linecap="round"/>`,
      `<path d="M${cx - 160},${top + 20} L${cx + 160},${top + 20}" stroke="${colorDark}" stroke-opacity="0.35" stroke-width="2"/>`,
    ],
  );
  return { back, front };
}
