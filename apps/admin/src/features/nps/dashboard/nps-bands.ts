import type { NpsBand } from '@tablero/domain';

/** The Net Promoter Score's bands as the charts colour them (Mantine theme colours). */
export const bandColor: Record<NpsBand, string> = {
  detractor: 'red.6',
  passive: 'yellow.6',
  promoter: 'green.7',
};

/** How a score reads: below 0 more detractors than promoters; from 50 on, an excellent score. */
export type ScoreLevel = 'bad' | 'fair' | 'good';

export function scoreLevelOf(score: number): ScoreLevel {
  if (score < 0) return 'bad';
  return score < 50 ? 'fair' : 'good';
}

export const levelColor: Record<ScoreLevel, string> = { bad: 'red.6', fair: 'yellow.6', good: 'green.7' };

/** A score as the console writes it: one decimal at most, a true minus sign (`−12,5`). */
export function formatScore(score: number | null): string {
  if (score === null) return '—';
  const text = Math.abs(score).toLocaleString('es-CL', { maximumFractionDigits: 1 });
  return score < 0 ? `−${text}` : text;
}

/** `part` of `whole` as a percentage with one decimal at most; a dash without a whole. */
export function share(part: number, whole: number): string {
  if (whole === 0) return '—';
  return `${((part / whole) * 100).toLocaleString('es-CL', { maximumFractionDigits: 1 })} %`;
}

export const count = (n: number) => n.toLocaleString('es-CL');
