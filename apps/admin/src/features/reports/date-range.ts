import { addDays } from '@tablero/domain';

/** A report's period presets, in the tenant's local days. */
export const rangePresets = ['today', 'yesterday', 'last7', 'last30', 'thisMonth'] as const;
export type RangePreset = (typeof rangePresets)[number];

/** The first and last day of a preset, given today's local date. */
export function rangeOf(preset: RangePreset, today: string): { from: string; to: string } {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/** The preset a range is, if any (a custom range is none). */
export function presetOf(range: { from: string; to: string }, today: string): RangePreset | undefined {
  return rangePresets.find((preset) => {
    const candidate = rangeOf(preset, today);
    return candidate.from === range.from && candidate.to === range.to;
  });
}

export const isLocalDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
