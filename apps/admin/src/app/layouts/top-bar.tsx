import { Group, Text } from '@mantine/core';
import { CustomizerButton } from '../customizer/customizer-button.js';
import { useTenant } from '../tenant/tenant-context.js';
import { SidebarToggle, type SidebarToggleProps } from './sidebar-toggle.js';
import { TenantSiteLinks } from './tenant-site-links.js';
import { UserMenu } from './user-menu.js';

/** Without `sidebar` (the horizontal layout) there is no sidebar to toggle. */
export function TopBar({ sidebar }: { sidebar?: SidebarToggleProps }) {
  const tenant = useTenant();
  return (
    <Group h={60} px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {sidebar && <SidebarToggle {...sidebar} />}
        <Text fw={700} size="lg" data-testid="tenant-name" truncate>
          {tenant.name}
        </Text>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <TenantSiteLinks />
        <CustomizerButton />
        <UserMenu />
      </Group>
    </Group>
  );
}
