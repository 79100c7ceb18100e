import { ActionIcon, Burger } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DirectionalIcon } from '../../shared/ui/directional-icon.js';

export interface SidebarToggleProps {
  open: { mobile: boolean; desktop: boolean };
  onToggleMobile(): void;
  onToggleDesktop(): void;
}

/** A burger on phones, where the sidebar overlays the page; a collapse button elsewhere. */
export function SidebarToggle({ open, onToggleMobile, onToggleDesktop }: SidebarToggleProps) {
  const { t } = useTranslation();
  return (
    <>
      <Burger
        opened={open.mobile}
        onClick={onToggleMobile}
        hiddenFrom="sm"
        size="sm"
        aria-label={t('shell:toggleSidebar')}
      />
      <ActionIcon
        variant="subtle"
        color="gray"
        c="var(--mantine-color-text)"
        size="lg"
        onClick={onToggleDesktop}
        visibleFrom="sm"
        aria-label={t('shell:toggleSidebar')}
        aria-expanded={open.desktop}
      >
        <DirectionalIcon
          icon={open.desktop ? IconLayoutSidebarLeftCollapse : IconLayoutSidebarLeftExpand}
          size={20}
          aria-hidden
          data-testid="sidebar-toggle-icon"
        />
      </ActionIcon>
    </>
  );
}
