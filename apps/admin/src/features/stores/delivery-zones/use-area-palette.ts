import { getPrimaryShade, useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { useMemo } from 'react';
import type { AreaPalette } from './area-style.js';

/** Zones follow the tenant's primary colour; exclusions are always red. */
export function useAreaPalette(): AreaPalette {
  const theme = useMantineTheme();
  const scheme = useComputedColorScheme('light');
  return useMemo(() => {
    const shade = getPrimaryShade(theme, scheme);
    return {
      zone: theme.colors[theme.primaryColor]?.[shade] ?? theme.black,
      exclusion: theme.colors.red[scheme === 'dark' ? 5 : 8],
    };
  }, [theme, scheme]);
}
