import { Alert, Button, Center, Stack } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { FullScreenLoader } from '../shared/ui/full-screen-loader.js';
import { AppRoutes } from './app-routes.js';
import { setActiveTenant } from './customizer/active-tenant.js';
import { queryClient } from './query-client.js';
import { SessionQueryReset } from './session-query-reset.js';
import { startUp } from './start-up.js';
import type { Tenant } from './tenant/load-tenant.js';
import { TenantContext } from './tenant/tenant-context.js';

/**
 * A data router, so that a form with unsaved changes can hold any navigation (`useBlocker`),
 * the browser's back button included; the route table's <Routes> render below its one splat route.
 */
const router = createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);

/** Shows a loader until the tenant's public settings arrive, then the routed console. */
export function Boot() {
  const { t } = useTranslation();
  const [tenant, setTenant] = useState<Tenant | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    startUp().then(
      (loaded) => {
        setActiveTenant(loaded.slug);
        setTenant(loaded);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(load, [load]);

  if (failed) {
    return (
      <Center h="100vh">
        <Stack align="center">
          <Alert color="red" role="alert">
            {t('misc:tenantUnavailable')}
          </Alert>
          <Button onClick={load}>{t('common:retry')}</Button>
        </Stack>
      </Center>
    );
  }
  if (!tenant) return <FullScreenLoader />;
  return (
    <TenantContext.Provider value={tenant}>
      <QueryClientProvider client={queryClient}>
        <SessionQueryReset />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </TenantContext.Provider>
  );
}
