import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppRoutes, preloadScreen } from './app-routes.js';
import { queryClient } from './query-client.js';
import { SessionQueryReset } from './session-query-reset.js';

// A build gives each Mantine component its own stylesheet (scripts/mantine-styles.ts); the dev
// server pre-bundles Mantine out of that plugin's reach, so there the styles come whole.
if (import.meta.env.DEV) void import('@mantine/core/styles.layer.css');

preloadScreen(window.location, queryClient);

/**
 * A data router, so that a form with unsaved changes can hold any navigation (`useBlocker`),
 * the browser's back button included; the route table's <Routes> render below its one splat route.
 */
const router = createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);

/** The console behind sign-in: its router, its query cache and every route of the route table. */
export default function RoutedConsole() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionQueryReset />
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
