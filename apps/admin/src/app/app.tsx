import { DirectionProvider, MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useMemo, useRef } from 'react';
import { Boot } from './boot.js';
import { DirectionSync } from './customizer/direction-sync.js';
import { useCustomizer } from './customizer/use-customizer.js';
import { readableColors, themeWithPrimary } from './theme.js';

// Fetched with the first toast: until then it waits in the notifications store.
const ToastContainer = lazy(() => import('./toast-container.js'));

/** Most visits to sign-in raise no toast: the container's code comes with the first one, and stays. */
function Toasts() {
  const { notifications, queue } = useNotifications();
  const needed = useRef(false);
  if (notifications.length + queue.length > 0) needed.current = true;
  if (!needed.current) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}

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
        <Toasts />
        <Boot />
      </MantineProvider>
    </DirectionProvider>
  );
}
