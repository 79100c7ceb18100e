import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { FullScreenLoader } from '../shared/ui/full-screen-loader.js';
import { PublicOnly } from './guards/public-only.js';
import { RequireAccess } from './guards/require-access.js';
import { RequireSession } from './guards/require-session.js';
import { HOME_PATH, routeTable } from './route-table.js';

const VerticalLayout = lazy(() => import('./layouts/vertical-layout.js'));

export function AppRoutes() {
  const publicRoutes = routeTable.filter((route) => route.access === 'public');
  const privateRoutes = routeTable.filter((route) => route.access !== 'public');
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <Routes>
        {publicRoutes.map(({ path, page: Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <PublicOnly>
                <Page />
              </PublicOnly>
            }
          />
        ))}
        <Route
          element={
            <RequireSession>
              <VerticalLayout />
            </RequireSession>
          }
        >
          {privateRoutes.map(({ path, access, page: Page }) => (
            <Route
              key={path}
              path={path}
              element={
                <RequireAccess access={access}>
                  <Page />
                </RequireAccess>
              }
            />
          ))}
        </Route>
        <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
      </Routes>
    </Suspense>
  );
}
