import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { restoredToken } from '../shared/session/index.js';
import { FullScreenLoader } from '../shared/ui/full-screen-loader.js';
import { PublicOnly } from './guards/public-only.js';
import { RequireAccess } from './guards/require-access.js';
import { RequireSession } from './guards/require-session.js';
import { ToLanding } from './guards/to-landing.js';
import { routeLayout } from './layouts/route-layout.js';
import { type AppRoute, routeTable } from './route-table.js';

const layoutLoaders = {
  console: () => import('./layouts/console-layout.js'),
  'full-screen': () => import('./layouts/full-screen-layout.js'),
};
const layouts = [
  { name: 'console', Layout: lazy(layoutLoaders.console) },
  { name: 'full-screen', Layout: lazy(layoutLoaders['full-screen']) },
] as const;

/**
 * The screen a page load opens (its page and its shell) is fetched at once, beside the session
 * restore, instead of one after the other as each renders; its first data as soon as the restored
 * session has a token. The guards still decide what shows.
 */
export function preloadScreen({ pathname, search }: Location, client: QueryClient): void {
  const route = routeTable.find((candidate) => matchPath(candidate.path, pathname));
  if (!route) return;
  if (route.access !== 'public') void layoutLoaders[routeLayout(route)]().catch(() => undefined);
  void route.page.preload().catch(() => undefined);
  if (route.data) {
    void Promise.all([route.data(), restoredToken()])
      .then(([data, signedIn]) => (signedIn ? data.prefetch(client, search) : undefined))
      .catch(() => undefined);
  }
}

/** A private route behind its policy check. */
function guarded(route: AppRoute) {
  const { path, page: Page } = route;
  return (
    <Route
      key={path}
      path={path}
      element={
        <RequireAccess route={route}>
          <Page />
        </RequireAccess>
      }
    />
  );
}

export function AppRoutes() {
  const publicRoutes = routeTable.filter((route) => route.access === 'public');
  const privateRoutes = routeTable.filter((route) => route.access !== 'public');
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <Routes>
        {publicRoutes.map(({ path, page: Page, alsoSignedIn }) => (
          <Route
            key={path}
            path={path}
            element={
              alsoSignedIn ? (
                <Page />
              ) : (
                <PublicOnly>
                  <Page />
                </PublicOnly>
              )
            }
          />
        ))}
        {layouts.map(({ name, Layout }) => (
          <Route
            key={name}
            element={
              <RequireSession>
                <Layout />
              </RequireSession>
            }
          >
            {privateRoutes.filter((route) => routeLayout(route) === name).map(guarded)}
          </Route>
        ))}
        <Route path="*" element={<ToLanding />} />
      </Routes>
    </Suspense>
  );
}
