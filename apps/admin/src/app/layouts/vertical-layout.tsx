import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useCustomizer } from '../customizer/use-customizer.js';
import { PageOutlet } from './page-outlet.js';
import { Sidebar } from './sidebar.js';
import { TopBar } from './top-bar.js';

/** The vertical layout: top bar, collapsible sidebar (remembered per tenant), the page. */
export function VerticalLayout() {
  const { t } = useTranslation();
  const [mobileOpen, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [{ sidebarCollapsed }, update] = useCustomizer();

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
        <Sidebar onNavigate={closeMobile} />
      </AppShell.Navbar>
      <AppShell.Main>
        <PageOutlet />
      </AppShell.Main>
    </AppShell>
  );
}
