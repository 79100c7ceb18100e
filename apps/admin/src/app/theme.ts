import { createTheme, type MantineColor } from '@mantine/core';

/** Shade 8 keeps white-on-primary and primary-on-white text above WCAG AA contrast. */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 5 },
  defaultRadius: 'md',
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

/** The console theme with the primary colour chosen in the theme customizer. */
export function themeWithPrimary(primaryColor: MantineColor) {
  return primaryColor === theme.primaryColor ? theme : { ...theme, primaryColor };
}
