/** The series colours of the reports' charts, as Mantine names theme colours. */
export const chartPalette = [
  'teal.6',
  'indigo.6',
  'orange.6',
  'grape.6',
  'cyan.6',
  'yellow.6',
  'pink.6',
  'lime.7',
  'gray.6',
];

/** The colour of the `i`-th series. */
export const seriesColor = (i: number): string => chartPalette[i % chartPalette.length] as string;

/** A theme colour as Mantine names it (`teal.6`) → its CSS variable. */
export const cssColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;
