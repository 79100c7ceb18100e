import type { CSSProperties } from 'react';

/**
 * Mantine's dimmed text (gray.6 on white, 3.3:1) and error text (red.6, 3.6:1) fail WCAG AA for
 * small text such as input descriptions and field errors. Scoped on a container, these keep both
 * readable in either colour scheme.
 */
export const readableColors = {
  '--mantine-color-dimmed': 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-dark-1))',
  '--mantine-color-error': 'light-dark(var(--mantine-color-red-8), var(--mantine-color-red-5))',
} as CSSProperties;
