import { DirectionProvider, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { TOAST_LIMIT, TOAST_MS } from '../shared/ui/toasts.js';
import { Boot } from './boot.js';
import { DirectionSync } from './customizer/direction-sync.js';
import { useCustomizer } from './customizer/use-customizer.js';
import { readableColors, themeWithPrimary } from './theme.js';

/**
 * The colour scheme is forced from the tenant's customizer choice, so Mantine never keeps its own
 * copy in local storage (issue 3 item 7: one tenant-scoped key only).
 */
export function App() {
  const [settings] = useCustomizer();
  const theme = useMemo(() => themeWithPrimary(settings.primaryColor), [settings.primaryColor]);
  return (
    <DirectionProvider detectDirection={false}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={readableColors}
        forceColorScheme={settings.colorScheme}
      >
        <DirectionSync />
        <Notifications limit={TOAST_LIMIT} position="top-right" autoClose={TOAST_MS} />
        <Boot />
      </MantineProvider>
    </DirectionProvider>
  );
}
