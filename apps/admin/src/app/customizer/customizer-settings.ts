import { defineEntry, type StoredShape } from '../../shared/storage/index.js';

/** Colours whose shade 8 keeps text above WCAG AA contrast on white (see theme.ts). */
export const primaryColors = ['blue', 'indigo', 'violet', 'grape', 'pink'] as const;
export const layouts = ['vertical', 'horizontal'] as const;
const colorSchemes = ['light', 'dark'] as const;
const directions = ['ltr', 'rtl'] as const;
export const languages = ['es-CL', 'en'] as const;

export interface CustomizerSettings {
  colorScheme: (typeof colorSchemes)[number];
  primaryColor: (typeof primaryColors)[number];
  layout: (typeof layouts)[number];
  direction: (typeof directions)[number];
  sidebarCollapsed: boolean;
  /** The console's language; null follows the tenant's. */
  language: (typeof languages)[number] | null;
}
export type LayoutChoice = CustomizerSettings['layout'];

export const defaultCustomizerSettings: CustomizerSettings = {
  colorScheme: 'light',
  primaryColor: 'blue',
  layout: 'vertical',
  direction: 'ltr',
  sidebarCollapsed: false,
  language: null,
};

const oneOf = <T extends string>(choices: readonly T[], value: unknown): value is T =>
  choices.includes(value as T);

/** Checked by hand: these settings are read before the first screen, which does without zod. */
const customizerSettings: StoredShape<CustomizerSettings> = {
  safeParse(value) {
    if (typeof value !== 'object' || value === null) return { success: false };
    const {
      colorScheme,
      primaryColor,
      layout,
      direction,
      sidebarCollapsed,
      language = null,
    } = value as Record<string, unknown>;
    if (
      !oneOf(colorSchemes, colorScheme) ||
      !oneOf(primaryColors, primaryColor) ||
      !oneOf(layouts, layout) ||
      !oneOf(directions, direction) ||
      typeof sidebarCollapsed !== 'boolean' ||
      (language !== null && !oneOf(languages, language))
    )
      return { success: false };
    return {
      success: true,
      data: { colorScheme, primaryColor, layout, direction, sidebarCollapsed, language },
    };
  },
};

/** A stored value that no longer fits (an older shape, a colour we dropped) falls back to defaults. */
export const customizerEntry = defineEntry('customizer', customizerSettings, defaultCustomizerSettings);

/**
 * The choices the server keeps for the user (`/admin_users/me/preferences`, the same names once
 * camelised) that fit: a choice the console no longer offers is left out.
 */
export function settingsOfServer(saved: Record<string, unknown>): Partial<CustomizerSettings> {
  const merged = { ...defaultCustomizerSettings, ...saved };
  const checked = customizerSettings.safeParse(merged);
  if (!checked.success) return {};
  return Object.fromEntries(
    Object.keys(saved)
      .filter((key) => key in defaultCustomizerSettings)
      .map((key) => [key, checked.data[key as keyof CustomizerSettings]]),
  ) as Partial<CustomizerSettings>;
}
