import { Alert, Button, Center, Stack } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SignInPage from '../features/auth/sign-in-page/sign-in-page.js';
import { useSession } from '../shared/session/index.js';
import { FullScreenLoader } from '../shared/ui/full-screen-loader.js';
import { setActiveTenant } from './customizer/active-tenant.js';
import { startUp } from './start-up.js';
import type { Tenant } from './tenant/load-tenant.js';
import { TenantContext } from './tenant/tenant-context.js';

const loadRoutedConsole = () => import('./routed-console.js');
const RoutedConsole = lazy(loadRoutedConsole);

const SIGN_IN_PATH = '/';
// The routed console is fetched at once, beside the tenant and the session, when the address names
// one of its screens. Sign-in is part of this chunk: a few KB, and no second round trip before it shows.
if (window.location.pathname !== SIGN_IN_PATH) void loadRoutedConsole();
// The session restore starts now rather than after the first render; Boot picks up the same promise.
startUp().catch(() => undefined);

/**
 * Sign-in on its own, without the router, the query cache or the route table, as long as nobody
 * is signed in at `/`; the routed console from the first signed-in moment (or any other address)
 * on, and for good: signing out there shows its own sign-in route.
 */
function Screen() {
  const { status } = useSession();
  const routed = useRef(window.location.pathname !== SIGN_IN_PATH);
  if (status === 'signed-in') routed.current = true;
  if (routed.current) return <RoutedConsole />;
  if (status === 'restoring') return <FullScreenLoader />;
  return <SignInPage />;
}

/** Shows a loader until the tenant's public settings arrive, then sign-in or the routed console. */
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
      <Suspense fallback={<FullScreenLoader />}>
        <Screen />
      </Suspense>
    </TenantContext.Provider>
  );
}
