import { Menu as Dropdown } from '@mantine/core';
import { IconLayoutGrid, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../shared/permissions/index.js';
import { RowActionsMenu } from '../../../shared/ui/data-table/index.js';
import type { MenuRow } from '../api.js';
import { editMenuUrl, newEditMenuUrl } from '../urls.js';

/** Edit in either editor, or delete (asked first). */
export function MenuRowActions({ menu, onDelete }: { menu: MenuRow; onDelete(menu: MenuRow): void }) {
  const { t } = useTranslation('menus');
  const can = useCan();
  const canUpdate = can({ policy: 'menus', action: 'update' });
  return (
    <RowActionsMenu label={t('actions.menu', { name: menu.name })}>
      <Dropdown.Item
        component={Link}
        to={editMenuUrl(menu.id)}
        leftSection={<IconPencil size={16} aria-hidden />}
      >
        {canUpdate ? t('actions.edit') : t('actions.view')}
      </Dropdown.Item>
      <Dropdown.Item
        component={Link}
        to={newEditMenuUrl(menu.id)}
        leftSection={<IconLayoutGrid size={16} aria-hidden />}
      >
        {t('actions.editVisual')}
      </Dropdown.Item>
      {can({ policy: 'menus', action: 'delete' }) && (
        <Dropdown.Item
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => onDelete(menu)}
        >
          {t('actions.delete')}
        </Dropdown.Item>
      )}
    </RowActionsMenu>
  );
}
