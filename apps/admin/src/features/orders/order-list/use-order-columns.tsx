import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateTime, useMoney, usePhone } from '../../../shared/format/index.js';
import type { DataTableColumn } from '../../../shared/ui/data-table/index.js';
import type { OrderRow } from '../api.js';
import { ORDER_PARAM, ordersUrl } from '../urls.js';
import { OrderStatusBadge } from './order-status-badge.js';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** Code (opens the detail), date, store, customer, dispatch, payment, total and status. */
export function useOrderColumns(search: string): DataTableColumn<OrderRow>[] {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const dateTime = useDateTime();
  const phone = usePhone();
  const withOrder = (id: number) => {
    const params = new URLSearchParams(search);
    params.set(ORDER_PARAM, String(id));
    return `${ordersUrl()}?${params}`;
  };
  return [
    {
      key: 'code',
      header: t('columns.code'),
      render: (order) => (
        <Anchor component={Link} to={withOrder(order.id)} size="sm" fw={600} ff="monospace">
          {order.code}
        </Anchor>
      ),
    },
    {
      key: 'createdAt',
      header: t('columns.createdAt'),
      render: (order) => (
        <Stack gap={0}>
          <Text size="sm" style={nowrap}>
            {dateTime(order.createdAt).replace('T', ' ')}
          </Text>
          {order.scheduledAt && (
            <Text size="xs" c="dimmed" style={nowrap}>
              {t('scheduledFor', { at: dateTime(order.scheduledAt).replace('T', ' ') })}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'store', header: t('columns.store'), render: (order) => <Text size="sm">{order.storeName}</Text> },
    {
      key: 'customer',
      header: t('columns.customer'),
      render: (order) => (
        <Stack gap={0}>
          <Text size="sm">{order.customer.name}</Text>
          <Text size="xs" c="dimmed">
            {phone(order.customer.phone)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'dispatch',
      header: t('columns.dispatch'),
      render: (order) => (
        <Stack gap={0}>
          <Text size="sm">{t(`dispatch.${order.dispatchMethod}`)}</Text>
          <Text size="xs" c="dimmed">
            {t(`platforms.${order.platform}`)} · {t(`origins.${order.origin}`)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'payment',
      header: t('columns.payment'),
      render: (order) => (
        <Stack gap={0}>
          <Text size="sm">{t(`storeForm:paymentMethods.${order.payment.method}`)}</Text>
          <Text size="xs" c="dimmed">
            {t(`paymentStatuses.${order.payment.status}`)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'total',
      header: t('columns.total'),
      render: (order) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm" fw={600} style={nowrap}>
            {money(order.amounts.total)}
          </Text>
          <Text size="xs" c="dimmed" style={nowrap}>
            {t('items', { count: order.itemsCount })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('columns.status'),
      render: (order) => <OrderStatusBadge status={order.status} />,
    },
  ];
}
