import { ActionIcon, Burger, Group, Text } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../tenant/tenant-context.js';
import { UserMenu } from './user-menu.js';

interface TopBarProps {
  sidebarOpen: { mobile: boolean; desktop: boolean };
  onToggleMobile(): void;
  onToggleDesktop(): void;
}

export function TopBar({ sidebarOpen, onToggleMobile, onToggleDesktop }: TopBarProps) {
  const { t } = useTranslation();
  const tenant = useTenant();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={sidebarOpen.mobile}
          onClick={onToggleMobile}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('shell:toggleSidebar')}
        />
        <ActionIcon
          variant="subtle"
          color="gray.8"
          size="lg"
          onClick={onToggleDesktop}
          visibleFrom="sm"
          aria-label={t('shell:toggleSidebar')}
          aria-expanded={sidebarOpen.desktop}
        >
          {sidebarOpen.desktop ? (
            <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
          ) : (
            <IconLayoutSidebarLeftExpand size={20} aria-hidden />
          )}
        </ActionIcon>
        <Text fw={700} size="lg" data-testid="tenant-name">
          {tenant.name}
        </Text>
      </Group>
      <UserMenu />
    </Group>
  );
}
