import { AppShell, Center, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Sidebar } from './sidebar.js';
import { TopBar } from './top-bar.js';

/** The vertical layout: top bar, collapsible sidebar, the page. */
export default function VerticalLayout() {
  const { t } = useTranslation();
  const [mobileOpen, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopOpen, { toggle: toggleDesktop }] = useDisclosure(true);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !mobileOpen, desktop: !desktopOpen } }}
      padding="lg"
    >
      <AppShell.Header>
        <TopBar
          sidebarOpen={{ mobile: mobileOpen, desktop: desktopOpen }}
          onToggleMobile={toggleMobile}
          onToggleDesktop={toggleDesktop}
        />
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t('shell:navigation')}>
        <Sidebar onNavigate={closeMobile} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Suspense
          fallback={
            <Center py="xl" role="status" aria-label={t('common:loading')}>
              <Loader />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
