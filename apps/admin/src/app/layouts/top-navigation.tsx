import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useViewer } from '../allowed.js';
import { sidebarSections } from '../sidebar-sections.js';

/** The horizontal layout's menu: the sidebar's permitted groups, each a drop-down. */
export function TopNavigation() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const viewer = useViewer();
  const isActive = (path: string) => pathname === path || pathname.startsWith(`${path}/`);

  return (
    <Group
      component="nav"
      aria-label={t('shell:navigation')}
      h={48}
      px="md"
      gap="xs"
      data-testid="top-navigation"
    >
      {sidebarSections(viewer).map((section) => (
        <Menu key={section.group} position="bottom-start" withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <Button
              variant={section.items.some((item) => isActive(item.path)) ? 'light' : 'subtle'}
              size="sm"
              rightSection={<IconChevronDown size={14} aria-hidden />}
            >
              {t(`shell:groups.${section.group}`)}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {section.items.map((item) => (
              <Menu.Item
                key={item.path}
                component={Link}
                to={item.path}
                leftSection={<item.icon size={16} aria-hidden />}
                aria-current={isActive(item.path) ? 'page' : undefined}
              >
                {t(item.label)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ))}
    </Group>
  );
}
