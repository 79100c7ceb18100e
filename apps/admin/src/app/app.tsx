import { DirectionProvider, MantineProvider } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { Boot } from './boot.js';
import { DirectionSync } from './customizer/direction-sync.js';
import { useCustomizer } from './customizer/use-customizer.js';
import { readableColors, themeWithPrimary } from './theme.js';

// Fetched after the first screen: toasts raised before it mounts wait in the notifications store.
const ToastContainer = lazy(() => import('./toast-container.js'));

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
        <Suspense fallback={null}>
          <ToastContainer />
        </Suspense>
        <Boot />
      </MantineProvider>
    </DirectionProvider>
  );
}
