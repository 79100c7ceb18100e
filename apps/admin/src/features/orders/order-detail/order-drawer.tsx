import { Alert, Button, Divider, Drawer, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCount, useDateTime, useMoney, usePhone } from '../../../shared/format/index.js';
import { type Order, useOrder } from '../api.js';
import { OrderStatusBadge } from '../order-list/order-status-badge.js';
import { OrderActions } from './order-actions.js';
import { printTicket } from './print-ticket.js';
import { RefundPayment } from './refund-payment.js';
import { ticketHtml } from './ticket-html.js';

interface OrderDrawerProps {
  orderId: number | null;
  onClose(): void;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** An order that ended without completing, or completed while the program was off, earns nothing now. */
const earnsNoMore = (status: Order['status']) =>
  status === 'completed' ||
  status === 'canceled' ||
  status === 'failed' ||
  status === 'online_payment_failed';

function paymentText(order: Order, t: TFunction) {
  return `${t(`storeForm:paymentMethods.${order.payment.method}`)} · ${t(`paymentStatuses.${order.payment.status}`)}`;
}

function OrderDetail({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const number = useCount();
  const dateTime = useDateTime();
  const phone = usePhone();
  const when = (at: string) => dateTime(at).replace('T', ' ');
  const amount = (label: string, value: string, strong = false) => (
    <Group justify="space-between" key={label}>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {value}
      </Text>
    </Group>
  );
  const print = () =>
    printTicket(
      ticketHtml(order, {
        labels: {
          order: t('ticket.order'),
          store: t('ticket.store'),
          date: t('ticket.date'),
          customer: t('ticket.customer'),
          phone: t('ticket.phone'),
          subtotal: t('detail.subtotal'),
          discount: t('detail.discount'),
          deliveryFee: t('detail.deliveryFee'),
          tip: t('detail.tip'),
          total: t('detail.total'),
          note: t('detail.note'),
        },
        date: when(order.scheduledAt ?? order.createdAt),
        dispatch: t(`dispatch.${order.dispatchMethod}`),
        payment: paymentText(order, t),
        money,
      }),
    );
  const { amounts, billing } = order;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Group gap="xs">
          <OrderStatusBadge status={order.status} />
          <Text size="sm" c="dimmed">
            {t('detail.placedAt', { at: when(order.createdAt) })}
          </Text>
        </Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={print}
        >
          {t('detail.print')}
        </Button>
      </Group>
      <Group gap="xs">
        <OrderActions order={order} />
        <RefundPayment order={order} />
      </Group>
      {order.scheduledAt && <Alert color="gray">{t('scheduledFor', { at: when(order.scheduledAt) })}</Alert>}
      <Section title={t('detail.customer')}>
        <Text size="sm">{order.customer.name}</Text>
        <Text size="sm" c="dimmed">
          {order.customer.email} · {phone(order.customer.phone)}
        </Text>
      </Section>
      <Section title={order.address ? t('detail.address') : t(`dispatch.${order.dispatchMethod}`)}>
        <Text size="sm">
          {order.address
            ? [order.address.textAddress, order.address.details].filter(Boolean).join(', ')
            : t('detail.pickUp', { store: order.storeName })}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`platforms.${order.platform}`)} · {t(`origins.${order.origin}`)}
        </Text>
        {order.driver && <Text size="sm">{t('kitchen.withDriver', { name: order.driver.name })}</Text>}
      </Section>
      <Section title={t('detail.lines')}>
        <Table verticalSpacing={4} withRowBorders={false}>
          <Table.Tbody>
            {order.items.map((item, i) => (
              // Lines have no id of their own; their order is fixed.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Table.Tr key={i}>
                <Table.Td w={40} valign="top">
                  <Text size="sm" fw={600}>
                    {item.quantity}×
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{item.name}</Text>
                  {item.options.map((o) => (
                    <Text size="xs" c="dimmed" key={`${o.modifierId}-${o.optionId}`}>
                      {o.modifierName}: {o.quantity > 1 ? `${o.quantity} × ` : ''}
                      {o.name}
                      {o.unitPrice !== 0 ? ` (${o.unitPrice > 0 ? '+' : ''}${money(o.unitPrice)})` : ''}
                    </Text>
                  ))}
                  {item.note && (
                    <Text size="xs" fs="italic">
                      {item.note}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right" valign="top">
                  <Text size="sm">{money(item.lineTotal)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>
      <Section title={t('detail.amounts')}>
        {amount(t('detail.subtotal'), money(amounts.subtotal))}
        {amounts.discount > 0 &&
          amount(
            order.couponCode ? t('detail.coupon', { code: order.couponCode }) : t('detail.discount'),
            `−${money(amounts.discount)}`,
          )}
        {amounts.deliveryFee > 0 && amount(t('detail.deliveryFee'), money(amounts.deliveryFee))}
        {amounts.tip > 0 && amount(t('detail.tip'), money(amounts.tip))}
        <Divider />
        {amount(t('detail.total'), money(amounts.total), true)}
      </Section>
      {order.loyalty && (
        <Section title={t('detail.loyalty')}>
          <Text size="sm">
            {order.loyalty.earned !== null
              ? t('detail.pointsEarned', {
                  count: order.loyalty.earned,
                  points: number(order.loyalty.earned),
                })
              : earnsNoMore(order.status)
                ? t('detail.noPoints')
                : t('detail.pointsToEarn', { count: order.points, points: number(order.points) })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('detail.balance', { count: order.loyalty.balance, points: number(order.loyalty.balance) })}
          </Text>
        </Section>
      )}
      <Section title={t('detail.payment')}>
        <Text size="sm">{paymentText(order, t)}</Text>
        <Text size="sm" c="dimmed">
          {t(`detail.${billing.type}`)}
          {billing.businessName ? ` · ${billing.businessName}` : ''}
          {billing.documentType ? ` · ${billing.documentType}` : ''}
          {billing.taxFree ? ` · ${t('detail.taxFree')}` : ''}
        </Text>
      </Section>
      {order.note && (
        <Section title={t('detail.note')}>
          <Text size="sm">{order.note}</Text>
        </Section>
      )}
      <Section title={t('detail.history')}>
        {order.history.map((change, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end
          <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
            <Text size="xs" c="dimmed" w={120} style={{ flexShrink: 0 }}>
              {when(change.at)}
            </Text>
            <Stack gap={0}>
              <OrderStatusBadge status={change.to} />
              <Text size="xs" c="dimmed">
                {change.adminUserName ?? t(`detail.by.${change.by}`)}
                {change.reason ? ` · ${change.reason}` : ''}
              </Text>
            </Stack>
          </Group>
        ))}
      </Section>
    </Stack>
  );
}

/** The detail of the order named in the address, over the list; Escape or the close button returns to it. */
export function OrderDrawer({ orderId, onClose }: OrderDrawerProps) {
  const { t } = useTranslation('orders');
  const order = useOrder(orderId);
  const title = order.data ? t('detail.title', { code: order.data.code }) : t('title');
  return (
    <Drawer
      opened={orderId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={
        <Title order={2} size="h3">
          {title}
        </Title>
      }
      closeButtonProps={{ 'aria-label': t('detail.close') }}
    >
      {order.isPending && orderId !== null ? (
        <Group justify="center" p="xl">
          <Loader />
        </Group>
      ) : order.isError ? (
        <Alert color="red" role="alert">
          {t('detail.loadFailed')}
        </Alert>
      ) : order.data === null ? (
        <Alert color="orange" role="alert">
          {t('detail.notFound')}
        </Alert>
      ) : order.data ? (
        <OrderDetail order={order.data} />
      ) : null}
    </Drawer>
  );
}
