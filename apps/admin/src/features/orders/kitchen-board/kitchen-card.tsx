import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconGripVertical, IconMaximize } from '@tabler/icons-react';
import { nextOrderStatuses, type OrderStatus } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../shared/format/index.js';
import type { Driver } from '../../drivers/api.js';
import type { Order } from '../api.js';
import { DispatchMenu } from './dispatch-menu.js';

interface KitchenCardProps {
  order: Order;
  now: number;
  /** Show which store it is for (a board of several stores). */
  showStore: boolean;
  /** Staff may move it (orders:update). */
  movable: boolean;
  moving: boolean;
  onMove(order: Order, status: OrderStatus): void;
  onOpen(order: Order): void;
  /** In-store drivers of the order's store, when the user may see them (ready delivery orders leave with one). */
  drivers?: Driver[] | undefined;
  onDispatch?(order: Order, driver: Driver): void;
}

function useWaited(since: string, now: number) {
  const { t } = useTranslation('orders');
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes < 1) return t('kitchen.justNow');
  if (minutes < 60) return t('kitchen.minutesAgo', { count: minutes });
  return t('kitchen.hoursAgo', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** The move the kitchen makes next with this order (never a cancellation: that asks why, in its detail). */
export const forwardMoveOf = (order: Order) =>
  nextOrderStatuses(order.status, 'staff', order.dispatchMethod).find((status) => status !== 'canceled');

/** An order as the kitchen reads it: what to make, for whom, how long it has waited, and its next step. */
export function KitchenCard(props: KitchenCardProps) {
  const { order, now, showStore, movable, moving, onMove, onOpen, drivers, onDispatch } = props;
  const { t } = useTranslation('orders');
  const dateTime = useDateTime();
  const waited = useWaited(order.createdAt, now);
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: order.id,
    data: { order },
    disabled: !movable,
  });
  const next = forwardMoveOf(order);
  const isNew = order.status === 'created';
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="sm"
      shadow={isDragging ? 'lg' : 'xs'}
      data-testid="kitchen-card"
      data-order-code={order.code}
      className={isNew ? 'kitchen-card-new' : undefined}
      style={{
        transform: CSS.Translate.toString(transform),
        zIndex: isDragging ? 10 : undefined,
        borderLeft: `5px solid var(--mantine-color-${isNew ? 'teal' : 'blue'}-7)`,
      }}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap={4}>
          <Group gap={4} wrap="nowrap">
            {movable && (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t('kitchen.dragHandle', { code: order.code })}
                style={{ cursor: 'grab', touchAction: 'none' }}
                {...listeners}
                {...attributes}
              >
                <IconGripVertical size={20} aria-hidden />
              </ActionIcon>
            )}
            <Text fw={800} size="xl" ff="monospace">
              {order.code}
            </Text>
          </Group>
          <Text size="sm" c={isNew ? 'teal.9' : 'dimmed'} fw={isNew ? 700 : 500}>
            {waited}
          </Text>
        </Group>
        <Group gap={6}>
          <Badge color={order.dispatchMethod === 'delivery' ? 'orange' : 'grape'} variant="light">
            {t(`dispatch.${order.dispatchMethod}`)}
          </Badge>
          {order.scheduledAt && (
            <Badge color="gray" variant="light">
              {t('kitchen.scheduledFor', { time: dateTime(order.scheduledAt).slice(11) })}
            </Badge>
          )}
          <Text size="sm" fw={500} truncate>
            {order.customer.name}
          </Text>
        </Group>
        {order.driver && (
          <Text size="sm" fw={500}>
            {t('kitchen.withDriver', { name: order.driver.name })}
          </Text>
        )}
        {showStore && (
          <Text size="xs" c="dimmed">
            {order.storeName}
          </Text>
        )}
        <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {order.items.map((item, i) => (
            // Lines have no id of their own; their order is fixed.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={i}>
              <Text size="md" fw={600}>
                {item.quantity} × {item.name}
              </Text>
              {item.options.map((option) => (
                <Text size="sm" c="dimmed" key={`${option.modifierId}-${option.optionId}`} pl="md">
                  {option.quantity > 1 ? `${option.quantity} × ` : ''}
                  {option.name}
                </Text>
              ))}
              {item.note && (
                <Text size="sm" fs="italic" pl="md">
                  {item.note}
                </Text>
              )}
            </li>
          ))}
        </Stack>
        {order.note && (
          <Text size="sm" fs="italic" c="orange.9">
            {order.note}
          </Text>
        )}
        <Group gap="xs" wrap="nowrap">
          {movable && next && (
            <Button
              flex={1}
              size="md"
              color={isNew ? 'teal.9' : 'blue'}
              loading={moving}
              onClick={() => onMove(order, next)}
            >
              {t(`kitchen.next.${next as 'preparing' | 'ready' | 'in_transit' | 'completed'}`)}
            </Button>
          )}
          {movable &&
            drivers &&
            onDispatch &&
            order.status === 'ready' &&
            order.dispatchMethod === 'delivery' && (
              <DispatchMenu order={order} drivers={drivers} onDispatch={onDispatch} />
            )}
          <ActionIcon
            variant="default"
            size={42}
            aria-label={t('kitchen.detail', { code: order.code })}
            onClick={() => onOpen(order)}
          >
            <IconMaximize size={20} aria-hidden />
          </ActionIcon>
        </Group>
      </Stack>
    </Paper>
  );
}
