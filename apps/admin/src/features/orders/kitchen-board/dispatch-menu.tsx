import { Button, Menu } from '@mantine/core';
import { IconMotorbike } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Driver } from '../../drivers/api.js';
import type { Order } from '../api.js';

/** "Enviar con…": the in-store drivers of the order's store; choosing one sends the order out with them. */
export function DispatchMenu({
  order,
  drivers,
  onDispatch,
}: {
  order: Order;
  drivers: Driver[];
  onDispatch(order: Order, driver: Driver): void;
}) {
  const { t } = useTranslation('drivers');
  const here = drivers.filter((d) => d.storeId === order.storeId && d.status === 'in_store');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="md" variant="default" leftSection={<IconMotorbike size={18} aria-hidden />}>
          {t('dispatch.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {here.length === 0 ? (
          <Menu.Item disabled>{t('dispatch.none')}</Menu.Item>
        ) : (
          here.map((driver) => (
            <Menu.Item key={driver.id} onClick={() => onDispatch(order, driver)}>
              {t('dispatch.withDriver', {
                name: driver.name,
                kind: t(`kinds.${driver.kind}`),
                capacity: t('capacity', { count: driver.maxCapacity }),
              })}
            </Menu.Item>
          ))
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
