/** `2026-12-01` as Chileans write it: `01-12-2026`. */
export const localDate = (isoDate: string) => isoDate.split('-').reverse().join('-');
