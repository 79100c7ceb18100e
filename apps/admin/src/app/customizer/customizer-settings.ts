import { z } from 'zod';
import { defineEntry } from '../../shared/storage/index.js';

/** Colours whose shade 8 keeps text above WCAG AA contrast on white (see theme.ts). */
export const primaryColors = ['blue', 'indigo', 'violet', 'grape', 'pink'] as const;
export const layouts = ['vertical', 'horizontal'] as const;

const customizerSettings = z.object({
  colorScheme: z.enum(['light', 'dark']),
  primaryColor: z.enum(primaryColors),
  layout: z.enum(layouts),
  direction: z.enum(['ltr', 'rtl']),
  sidebarCollapsed: z.boolean(),
});
export type CustomizerSettings = z.infer<typeof customizerSettings>;
export type LayoutChoice = CustomizerSettings['layout'];

export const defaultCustomizerSettings: CustomizerSettings = {
  colorScheme: 'light',
  primaryColor: 'blue',
  layout: 'vertical',
  direction: 'ltr',
  sidebarCollapsed: false,
};

/** A stored value that no longer fits (an older shape, a colour we dropped) falls back to defaults. */
export const customizerEntry = defineEntry('customizer', customizerSettings, defaultCustomizerSettings);
