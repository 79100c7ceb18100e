import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut, useSession } from '../../shared/session/index.js';
import { DirectionalIcon } from '../../shared/ui/directional-icon.js';

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const name = user?.name ?? '';

  const onSignOut = async () => {
    await signOut();
    navigate('/', { replace: true });
  };

  // Mantine's initial-focus placeholder is a focusable child of role=menu, which axe rejects.
  return (
    <Menu position="bottom-end" width={220} withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton aria-label={t('shell:userMenu', { name })}>
          <Group gap="xs" wrap="nowrap">
            {/* No initials: the button's name must start with the text it shows (WCAG 2.5.3). */}
            <Avatar color="blue" radius="xl" size="sm" aria-hidden />
            <Text size="sm" fw={500} data-testid="user-name">
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<DirectionalIcon icon={IconLogout} size={16} aria-hidden />}
          onClick={onSignOut}
        >
          {t('shell:signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
