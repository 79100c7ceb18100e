import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { TOAST_LIMIT, TOAST_MS } from '../shared/ui/toasts.js';
import { Boot } from './boot.js';
import { theme } from './theme.js';

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications limit={TOAST_LIMIT} position="top-right" autoClose={TOAST_MS} />
      <Boot />
    </MantineProvider>
  );
}
