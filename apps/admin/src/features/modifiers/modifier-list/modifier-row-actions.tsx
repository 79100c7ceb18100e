import { Menu } from '@mantine/core';
import { IconCopy, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../shared/permissions/index.js';
import { RowActionsMenu } from '../../../shared/ui/data-table/index.js';
import type { Modifier } from '../api.js';
import { editModifierUrl } from '../urls.js';

export interface ModifierRowHandlers {
  onClone(modifier: Modifier): void;
  onDelete(modifier: Modifier): void;
}

/** A row's menu: edit (or view), clone, delete — each shown only when the role allows it. */
export function ModifierRowActions({
  modifier,
  handlers,
}: {
  modifier: Modifier;
  handlers: ModifierRowHandlers;
}) {
  const { t } = useTranslation('modifiers');
  const can = useCan();
  return (
    <RowActionsMenu label={t('actions.menu', { name: modifier.name })}>
      <Menu.Item
        component={Link}
        to={editModifierUrl(modifier.id)}
        leftSection={<IconPencil size={16} aria-hidden />}
      >
        {can({ policy: 'modifiers', action: 'update' }) ? t('actions.edit') : t('actions.view')}
      </Menu.Item>
      {can({ policy: 'modifiers', action: 'create' }) && (
        <Menu.Item
          leftSection={<IconCopy size={16} aria-hidden />}
          onClick={() => handlers.onClone(modifier)}
        >
          {t('actions.clone')}
        </Menu.Item>
      )}
      {can({ policy: 'modifiers', action: 'delete' }) && (
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => handlers.onDelete(modifier)}
        >
          {t('actions.delete')}
        </Menu.Item>
      )}
    </RowActionsMenu>
  );
}
