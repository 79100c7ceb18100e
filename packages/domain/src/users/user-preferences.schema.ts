import { z } from 'zod';

/**
 * How a person likes their console (spec part 2 §2 "Layouts … remembered per user", the language
 * switch): kept on the server for the user, so it follows them to another browser. The console
 * keeps a copy per browser for its first paint.
 */
export const consoleLanguages = ['es-CL', 'en'] as const;
export const consoleLayouts = ['vertical', 'horizontal'] as const;
export const consoleColors = ['blue', 'indigo', 'violet', 'grape', 'pink'] as const;

export const userPreferences = z
  .strictObject({
    language: z.enum(consoleLanguages),
    layout: z.enum(consoleLayouts),
    color_scheme: z.enum(['light', 'dark']),
    primary_color: z.enum(consoleColors),
    direction: z.enum(['ltr', 'rtl']),
    sidebar_collapsed: z.boolean(),
  })
  .partial();
export type UserPreferences = z.infer<typeof userPreferences>;

/** `PATCH /admin_users/me/preferences`: the choices that changed; the answer holds them all. */
export const userPreferencesPatch = userPreferences.meta({
  examples: [{ layout: 'horizontal', language: 'en' }],
});
