/** `part` as a share of `whole` ("40 %", one decimal at most), or a dash when there is no whole to share. */
export const percent = (part: number, whole: number) =>
  whole > 0 ? `${((part / whole) * 100).toLocaleString('es-CL', { maximumFractionDigits: 1 })} %` : '—';

/** A period's label: the day (21/11), or the week's first day, or the month (11/2026). */
export function periodLabel(period: string, group: string): string {
  const [year, month, day] = period.split('-');
  return group === 'month' ? `${month}/${year}` : `${day}/${month}`;
}
