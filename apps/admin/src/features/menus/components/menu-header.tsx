import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { IconLayoutGrid, IconTable } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MenuChannelsButton } from '../../menu-sync/menu-channels-button.js';
import { editMenuUrl, menusUrl, newEditMenuUrl } from '../urls.js';

interface MenuHeaderProps {
  title: string;
  /** The saved menu's id: offers the other editor. */
  menuId?: number;
  editor: 'table' | 'visual';
}

export function MenuHeader({ title, menuId, editor }: MenuHeaderProps) {
  const { t } = useTranslation('menus');
  return (
    <Group justify="space-between" align="flex-end">
      <Stack gap={4}>
        <Anchor component={Link} to={menusUrl()} size="sm">
          ← {t('backToList')}
        </Anchor>
        <Title order={1} size="h2">
          {title}
        </Title>
      </Stack>
      {menuId !== undefined && (
        <Group gap="xs">
          <MenuChannelsButton menuId={menuId} />
          {editor === 'table' ? (
            <Button
              component={Link}
              to={newEditMenuUrl(menuId)}
              variant="default"
              leftSection={<IconLayoutGrid size={16} aria-hidden />}
            >
              {t('actions.editVisual')}
            </Button>
          ) : (
            <Button
              component={Link}
              to={editMenuUrl(menuId)}
              variant="default"
              leftSection={<IconTable size={16} aria-hidden />}
            >
              {t('actions.editTable')}
            </Button>
          )}
        </Group>
      )}
    </Group>
  );
}
