import { AppShell, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomizer } from '../customizer/use-customizer.js';
import { PageOutlet } from './page-outlet.js';
import { Sidebar } from './sidebar.js';
import { TopBar } from './top-bar.js';

/**
 * The vertical layout: top bar, collapsible sidebar (remembered per tenant), the page. The sidebar's
 * links are drawn the first time it shows, not while it waits hidden (a phone's first screen, a
 * collapsed sidebar): they were half of the signed-in page's elements.
 */
export function VerticalLayout() {
  const { t } = useTranslation();
  const [mobileOpen, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [{ sidebarCollapsed }, update] = useCustomizer();
  const { breakpoints } = useMantineTheme();
  const desktop = useMediaQuery(`(min-width: ${breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });
  const sidebarDrawn = useRef(false);
  if (desktop ? !sidebarCollapsed : mobileOpen) sidebarDrawn.current = true;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !mobileOpen, desktop: sidebarCollapsed } }}
      padding="lg"
    >
      <AppShell.Header>
        <TopBar
          sidebar={{
            open: { mobile: mobileOpen, desktop: !sidebarCollapsed },
            onToggleMobile: toggleMobile,
            onToggleDesktop: () => update({ sidebarCollapsed: !sidebarCollapsed }),
          }}
        />
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t('shell:navigation')} data-testid="sidebar">
        {sidebarDrawn.current && <Sidebar onNavigate={closeMobile} />}
      </AppShell.Navbar>
      <AppShell.Main>
        <PageOutlet />
      </AppShell.Main>
    </AppShell>
  );
}
