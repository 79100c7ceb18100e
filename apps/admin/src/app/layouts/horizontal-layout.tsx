import { AppShell, Divider } from '@mantine/core';
import { PageOutlet } from './page-outlet.js';
import { TopBar } from './top-bar.js';
import { TopNavigation } from './top-navigation.js';

/** The horizontal layout: top bar with the navigation below it, no sidebar (wide screens only). */
export function HorizontalLayout() {
  return (
    <AppShell header={{ height: 109 }} padding="lg">
      <AppShell.Header>
        <TopBar />
        <Divider />
        <TopNavigation />
      </AppShell.Header>
      <AppShell.Main>
        <PageOutlet />
      </AppShell.Main>
    </AppShell>
  );
}
