/** The places' colours, least tried first: yellow to deep red, readable on tiles and on the grid. */
export const HEAT_COLORS = ['#fab005', '#fd7e14', '#f03e3e', '#c92a2a', '#862e2e'] as const;

/** The stores' delivery zones: a thin dashed outline under the places, not to be read as heat. */
export const ZONE_OUTLINE = {
  color: '#1c7ed6',
  weight: 2,
  dashArray: '6 4',
  fillOpacity: 0.04,
  interactive: false,
} as const;

const MIN_RADIUS = 5;
const MAX_RADIUS = 16;

export interface Heat {
  /** Pixels, so a place keeps its size at every zoom. */
  radius: number;
  color: string;
  fillOpacity: number;
}

/**
 * How hot a place looks beside the most tried one: by the square root of their ratio, so a place
 * with a quarter of the attempts still reads as half as hot (few places take most attempts).
 */
export function heatOf(attempts: number, most: number): Heat {
  const share = most > 0 ? Math.sqrt(Math.min(attempts, most) / most) : 1;
  const step = Math.min(HEAT_COLORS.length - 1, Math.floor(share * HEAT_COLORS.length));
  return {
    radius: Math.round(MIN_RADIUS + (MAX_RADIUS - MIN_RADIUS) * share),
    color: HEAT_COLORS[step] as string,
    fillOpacity: Math.round((0.35 + 0.5 * share) * 100) / 100,
  };
}

/**
 * The attempts the legend shows a circle for: one, the most, and between them the counts where
 * the colour changes, without repeats (one circle when every place had the same attempts).
 */
export function legendSteps(most: number): number[] {
  if (most <= 1) return [1];
  const n = HEAT_COLORS.length;
  // Where the colour changes: share = i / n, so attempts = most · i² / n² (whole numbers first, no float drift).
  const steps = HEAT_COLORS.map((_, i) => Math.ceil((most * i * i) / (n * n)));
  return [...new Set([1, ...steps.filter((n) => n > 1), most])].sort((a, b) => a - b);
}
