import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Paged, request } from '../../shared/http/index.js';
import { useCan } from '../../shared/permissions/index.js';

const MenuSyncDialog = lazy(async () => ({
  default: (await import('./menu-sync-dialog.js')).MenuSyncDialog,
}));

interface StoreOption {
  id: number;
  name: string;
}

/** From a menu's editor: choose one of the stores selling it, then publish, restore or import. */
export function MenuChannelsButton({ menuId }: { menuId: number }) {
  const { t } = useTranslation();
  const can = useCan();
  const [store, setStore] = useState<StoreOption | null>(null);
  const stores = useQuery({
    queryKey: ['stores', 'list', { menuIds: String(menuId), limit: 100 }],
    queryFn: () =>
      request<Paged<StoreOption>>('/api/admin/v1/stores', {
        params: { menuIds: String(menuId), limit: 100 },
      }),
  });
  if (!can({ policy: 'menus', action: 'update' })) return null;
  const selling = stores.data?.data ?? [];
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconSend size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            loading={stores.isPending}
          >
            {t('menuSync:fromMenu.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('menuSync:fromMenu.pickStore')}</Menu.Label>
          {selling.length === 0 ? (
            <Menu.Item disabled>{t('menuSync:fromMenu.noStores')}</Menu.Item>
          ) : (
            selling.map((option) => (
              <Menu.Item key={option.id} onClick={() => setStore(option)}>
                {option.name}
              </Menu.Item>
            ))
          )}
        </Menu.Dropdown>
      </Menu>
      {store && (
        <Suspense fallback={null}>
          <MenuSyncDialog store={store} onClose={() => setStore(null)} />
        </Suspense>
      )}
    </>
  );
}
