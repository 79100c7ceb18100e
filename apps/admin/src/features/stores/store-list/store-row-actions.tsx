import { Menu } from '@mantine/core';
import {
  IconDoorEnter,
  IconDoorExit,
  IconPencil,
  IconQrcode,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../shared/permissions/index.js';
import { RowActionsMenu } from '../../../shared/ui/data-table/index.js';
import type { StoreRow } from '../api.js';
import { editStoreUrl } from '../urls.js';

export interface StoreRowHandlers {
  onOpen(store: StoreRow): void;
  onClose(store: StoreRow): void;
  onQr(store: StoreRow): void;
  /** Publish the store's menu to a delivery channel, see earlier versions, import. */
  onChannels(store: StoreRow): void;
  onDelete(store: StoreRow): void;
}

/**
 * Reopening ends a permanent or scheduled closing; a store closed only by its hours has nothing to
 * reopen, and can still be closed ahead (for the rest of the day before it opens, say).
 */
const reopenable = (store: StoreRow) =>
  store.opening.reason === 'disabled' || store.opening.reason === 'scheduled_closing';

/** The spec's row actions: open, close, edit, delete, QR download (part 1 §2). */
export function StoreRowActions({ store, handlers }: { store: StoreRow; handlers: StoreRowHandlers }) {
  const { t } = useTranslation();
  const can = useCan();
  const canUpdate = can({ policy: 'stores', action: 'update' });
  return (
    <RowActionsMenu label={t('stores:actions.menu', { name: store.name })}>
      {canUpdate &&
        (!reopenable(store) ? (
          <Menu.Item
            leftSection={<IconDoorExit size={16} aria-hidden />}
            onClick={() => handlers.onClose(store)}
          >
            {t('stores:actions.close')}
          </Menu.Item>
        ) : (
          <Menu.Item
            leftSection={<IconDoorEnter size={16} aria-hidden />}
            onClick={() => handlers.onOpen(store)}
          >
            {t('stores:actions.open')}
          </Menu.Item>
        ))}
      <Menu.Item
        component={Link}
        to={editStoreUrl(store.id)}
        leftSection={<IconPencil size={16} aria-hidden />}
      >
        {canUpdate ? t('stores:actions.edit') : t('stores:actions.view')}
      </Menu.Item>
      <Menu.Item leftSection={<IconQrcode size={16} aria-hidden />} onClick={() => handlers.onQr(store)}>
        {t('stores:actions.qr')}
      </Menu.Item>
      {store.menuId !== null && can({ policy: 'menus', action: 'update' }) && (
        <Menu.Item
          leftSection={<IconSend size={16} aria-hidden />}
          onClick={() => handlers.onChannels(store)}
        >
          {t('stores:actions.channels')}
        </Menu.Item>
      )}
      {can({ policy: 'stores', action: 'delete' }) && (
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => handlers.onDelete(store)}
        >
          {t('stores:actions.delete')}
        </Menu.Item>
      )}
    </RowActionsMenu>
  );
}
