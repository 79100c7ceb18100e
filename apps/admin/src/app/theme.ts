import { type CSSVariablesResolver, createTheme, type MantineColor } from '@mantine/core';

/** Shade 8 keeps white-on-primary text above WCAG AA contrast in both schemes. */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

/** The console theme with the primary colour chosen in the theme customizer. */
export function themeWithPrimary(primaryColor: MantineColor) {
  return primaryColor === theme.primaryColor ? theme : { ...theme, primaryColor };
}

/**
 * Mantine's dimmed text (gray.6 on white, 3.3:1) and error text (red.6, 3.6:1) fail WCAG AA for
 * small text such as input descriptions, table footers and field errors: darker in light mode,
 * lighter in dark mode, everywhere.
 */
export const readableColors: CSSVariablesResolver = (mantine) => ({
  variables: {},
  light: { '--mantine-color-dimmed': mantine.colors.gray[7], '--mantine-color-error': mantine.colors.red[8] },
  dark: { '--mantine-color-dimmed': mantine.colors.dark[1], '--mantine-color-error': mantine.colors.red[5] },
});
