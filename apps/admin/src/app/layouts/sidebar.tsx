import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useViewer } from '../allowed.js';
import { isTitled } from '../nav-groups.js';
import { sidebarSections } from '../sidebar-sections.js';

export function Sidebar({ onNavigate }: { onNavigate(): void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const viewer = useViewer();

  return (
    <ScrollArea>
      <Stack gap="md">
        {sidebarSections(viewer).map((section) => (
          <Stack key={section.group} gap={4}>
            {isTitled(section.group) && (
              <Text size="xs" fw={700} c="var(--mantine-color-text)" px="sm" component="h2">
                {t(`shell:groups.${section.group}`)}
              </Text>
            )}
            {section.items.map((item) => (
              <NavLink
                key={item.path}
                component={Link}
                to={item.path}
                label={t(item.label)}
                leftSection={<item.icon size={18} aria-hidden />}
                active={pathname === item.path || pathname.startsWith(`${item.path}/`)}
                onClick={onNavigate}
              />
            ))}
          </Stack>
        ))}
      </Stack>
    </ScrollArea>
  );
}
