import { type CSSVariablesResolver, createTheme, darken, type MantineColor } from '@mantine/core';
import i18next from 'i18next';

/** Shade 8 keeps white-on-primary text above WCAG AA contrast in both schemes. */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

/**
 * The console theme with the primary colour chosen in the theme customizer. Built once i18n has
 * started, so that the dialogs' icon-only close buttons get a name in the tenant's language.
 */
export function themeWithPrimary(primaryColor: MantineColor) {
  const closeButtonProps = { 'aria-label': i18next.t('common:close') };
  return {
    ...theme,
    primaryColor,
    // Plain objects, not Modal.extend: importing the components here would put them in the entry.
    components: {
      Modal: { defaultProps: { closeButtonProps } },
      Drawer: { defaultProps: { closeButtonProps } },
    },
  };
}

/**
 * Mantine's dimmed text (gray.6 on white, 3.3:1) and error text (red.6, 3.6:1) fail WCAG AA for
 * small text such as input descriptions, table footers and field errors: darker in light mode,
 * lighter in dark mode, everywhere; the same for the text of light badges and alerts.
 */
export const readableColors: CSSVariablesResolver = (mantine) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': mantine.colors.gray[7],
    '--mantine-color-error': mantine.colors.red[8],
    // Light badges and alerts: even shade 9 on its own tint is 3.8:1 for green; a third darker passes.
    // The primary colour too: the active sidebar item and top-bar section, hovered (shade 2 behind
    // shade 9), were 4.0:1 in blue; a third darker is at least 4.7:1 for every Mantine colour.
    ...Object.fromEntries(
      [...new Set(['green', 'red', 'yellow', 'orange', 'teal', mantine.primaryColor])].map((color) => [
        `--mantine-color-${color}-light-color`,
        darken(mantine.colors[color]?.[9] ?? mantine.colors.blue[9], 0.3),
      ]),
    ),
  },
  dark: { '--mantine-color-dimmed': mantine.colors.dark[1], '--mantine-color-error': mantine.colors.red[5] },
});
