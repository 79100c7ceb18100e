import './kitchen-board.css';
import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { ActionIcon, Alert, Badge, Button, Group, MultiSelect, Title } from '@mantine/core';
import { useFullscreenElement, useInterval, useLocalStorage } from '@mantine/hooks';
import { IconMaximize, IconMinimize, IconPackageOff, IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { nextOrderStatuses, type OrderStatus, orderMoveRefusal } from '@tablero/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../../shared/permissions/index.js';
import { HoverTooltip } from '../../../shared/ui/hover-tooltip.js';
import { showError, showSuccess } from '../../../shared/ui/toasts.js';
import { type Driver, useDispatch, useDrivers } from '../../drivers/api.js';
import { useStockOutsOf } from '../../stock/api.js';
import { StockDrawer } from '../../stock/stock-drawer.js';
import { StockStrip } from '../../stock/stock-strip.js';
import { useStoreOptions } from '../../stores/api.js';
import { type Order, useMoveOrder } from '../api.js';
import { OrderDrawer } from '../order-detail/order-drawer.js';
import { ORDER_PARAM } from '../urls.js';
import { type BoardStatus, boardStatuses, columnOf, isBoardStatus, waitingOrders } from './board-orders.js';
import { columnKeyboardCoordinates } from './column-keyboard.js';
import { KitchenCard } from './kitchen-card.js';
import { KitchenColumn } from './kitchen-column.js';
import { useOrderChime } from './order-chime.js';
import { type BoardConnection, useKitchenOrders } from './use-kitchen-orders.js';

const STORES_PARAM = 'stores';
/** The board lists what is out in at most this many stores (a chain-wide board would be all badges). */
const STRIP_STORES = 5;

const idsOf = (text: string | null) =>
  [...new Set((text ?? '').split(',').map(Number))]
    .filter((n) => Number.isSafeInteger(n) && n > 0)
    .sort((a, b) => a - b);

const connectionColors: Record<BoardConnection, string> = {
  live: 'green',
  connecting: 'gray',
  offline: 'orange',
  refused: 'red',
};

/** The time, a little coarse: what "waited 12 min" is counted from. */
function useNow(everyMs: number) {
  const [now, setNow] = useState(Date.now);
  const interval = useInterval(() => setNow(Date.now()), everyMs);
  useEffect(() => {
    interval.start();
    return interval.stop;
  }, [interval]);
  return now;
}

/**
 * The kitchen display: the orders the kitchen has in hand, a column per status, for one store or
 * several; new ones arrive by the orders stream with a chime that repeats until someone accepts
 * them, and cards move with their button, by dragging, or from the keyboard.
 */
export default function KitchenBoardPage() {
  const { t } = useTranslation('orders');
  const can = useCan();
  const [searchParams, setSearchParams] = useSearchParams();
  const storeIds = useMemo(() => idsOf(searchParams.get(STORES_PARAM)), [searchParams]);
  const [attempt, setAttempt] = useState(0);
  const { board, connection, failed, apply } = useKitchenOrders(storeIds, attempt);
  const movable = can({ policy: 'orders', action: 'update' });
  const storeOptions = useStoreOptions(can({ policy: 'stores', action: 'show' }));
  const move = useMoveOrder();
  const canDispatch = movable && can({ policy: 'drivers', action: 'show' });
  const drivers = useDrivers({ page: 1, limit: 100, status: 'in_store' }, canDispatch);
  const dispatch = useDispatch();
  const sendOut = (order: Order, driver: Driver) =>
    dispatch.mutate(
      { driver, orderIds: [order.id] },
      {
        onSuccess: (answer) => {
          for (const sent of answer.orders) apply(sent);
          showSuccess(t('drivers:dispatch.sent', { code: order.code, name: driver.name }));
        },
      },
    );
  const now = useNow(30_000);
  const [soundOn, setSoundOn] = useLocalStorage({ key: 'tablero.kitchen.sound', defaultValue: true });
  const chime = useOrderChime(waitingOrders(board, storeIds), soundOn);
  const fullscreen = useFullscreenElement<HTMLDivElement>();
  const openId = Number(searchParams.get(ORDER_PARAM)) || null;

  const setParam = (name: string, value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: name === ORDER_PARAM && value === null },
    );

  const stores = useMemo(() => {
    const named = new Map((storeOptions.data?.data ?? []).map((store) => [store.id, store.name]));
    for (const order of board.values()) named.set(order.storeId, order.storeName);
    return [...named].map(([id, name]) => ({ value: String(id), label: name }));
  }, [storeOptions.data, board]);
  const showStore = storeIds.length !== 1 && stores.length !== 1;
  const [stockOpen, setStockOpen] = useState(false);
  const stripStoreIds = (storeIds.length > 0 ? storeIds : stores.map((s) => Number(s.value))).slice(
    0,
    STRIP_STORES,
  );
  const stockOuts = useStockOutsOf(stripStoreIds).flatMap((q) => q.data?.data ?? []);
  const storeNames = showStore ? new Map(stores.map((s) => [Number(s.value), s.label])) : undefined;
  const stockStore = storeIds[0] ?? (stores.length === 1 ? Number(stores[0]?.value) : null);

  const moveOrder = (order: Order, status: OrderStatus) =>
    move.mutate({ order, status }, { onSuccess: (moved) => apply(moved) });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const orderOf = (id: string | number) => board.get(Number(id));
  const columnName = (id: string | number | undefined) =>
    id !== undefined && isBoardStatus(id as OrderStatus) ? t(`kitchen.columns.${id as BoardStatus}`) : '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('kitchen.drag.picked', { code: orderOf(active.id)?.code }),
    onDragOver: ({ active, over }) =>
      over
        ? t('kitchen.drag.over', { code: orderOf(active.id)?.code, column: columnName(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('kitchen.drag.dropped', { code: orderOf(active.id)?.code, column: columnName(over.id) })
        : t('kitchen.drag.cancelled', { code: orderOf(active.id)?.code }),
    onDragCancel: ({ active }) => t('kitchen.drag.cancelled', { code: orderOf(active.id)?.code }),
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    const order = orderOf(active.id);
    const to = over?.id as BoardStatus | undefined;
    if (!order || !to || to === order.status) return;
    if (nextOrderStatuses(order.status, 'staff', order.dispatchMethod).includes(to)) moveOrder(order, to);
    else {
      const refusal = orderMoveRefusal({
        from: order.status,
        to,
        by: 'staff',
        dispatch: order.dispatchMethod,
      });
      if (refusal) showError(refusal);
    }
  };

  return (
    <div ref={fullscreen.ref} className="tablero-kitchen">
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Title order={1} size="h2">
            {t('kitchen.title')}
          </Title>
          <Badge
            color={connectionColors[connection]}
            variant="dot"
            size="lg"
            data-testid="kitchen-connection"
          >
            {t(`kitchen.connection.${connection}`)}
          </Badge>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <MultiSelect
            aria-label={t('kitchen.stores')}
            placeholder={storeIds.length === 0 ? t('kitchen.allStores') : undefined}
            data={stores}
            value={storeIds.map(String)}
            onChange={(values) => setParam(STORES_PARAM, idsOf(values.join(',')).join(',') || null)}
            searchable
            clearable
            w={280}
          />
          <Button
            variant={stockOuts.length > 0 ? 'light' : 'default'}
            color={stockOuts.length > 0 ? 'red' : undefined}
            leftSection={<IconPackageOff size={18} aria-hidden />}
            onClick={() => setStockOpen(true)}
            h={36}
          >
            {stockOuts.length > 0 ? t('stock:buttonCount', { count: stockOuts.length }) : t('stock:button')}
          </Button>
          <HoverTooltip label={soundOn ? t('kitchen.sound.mute') : t('kitchen.sound.unmute')}>
            <ActionIcon
              size={36}
              variant={soundOn ? 'light' : 'default'}
              aria-label={soundOn ? t('kitchen.sound.mute') : t('kitchen.sound.unmute')}
              aria-pressed={soundOn}
              onClick={() => {
                setSoundOn(!soundOn);
                if (!soundOn) void chime.enable();
              }}
            >
              {soundOn ? <IconVolume size={20} aria-hidden /> : <IconVolumeOff size={20} aria-hidden />}
            </ActionIcon>
          </HoverTooltip>
          <HoverTooltip label={fullscreen.fullscreen ? t('kitchen.exitFullscreen') : t('kitchen.fullscreen')}>
            <ActionIcon
              size={36}
              variant="default"
              aria-label={fullscreen.fullscreen ? t('kitchen.exitFullscreen') : t('kitchen.fullscreen')}
              onClick={() => void fullscreen.toggle()}
            >
              {fullscreen.fullscreen ? (
                <IconMinimize size={20} aria-hidden />
              ) : (
                <IconMaximize size={20} aria-hidden />
              )}
            </ActionIcon>
          </HoverTooltip>
        </Group>
      </Group>
      <StockStrip outs={stockOuts} storeNames={storeNames} />
      {chime.needsTouch && (
        <Alert color="yellow" p="xs">
          <Group justify="space-between">
            {t('kitchen.sound.needsTouch')}
            <Button
              size="sm"
              color="yellow"
              leftSection={<IconVolume size={18} aria-hidden />}
              onClick={chime.enable}
            >
              {t('kitchen.sound.enable')}
            </Button>
          </Group>
        </Alert>
      )}
      {failed && (
        <Alert color="red" p="xs">
          <Group justify="space-between">
            {t('kitchen.loadFailed')}
            <Button size="sm" variant="white" color="red" onClick={() => setAttempt((n) => n + 1)}>
              {t('kitchen.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      <DndContext
        sensors={sensors}
        onDragEnd={dropped}
        accessibility={{
          container: document.body,
          announcements,
          screenReaderInstructions: { draggable: t('kitchen.drag.instructions') },
        }}
      >
        <div className="tablero-kitchen-columns">
          {boardStatuses.map((status) => {
            const orders = columnOf(board, status, storeIds);
            return (
              <KitchenColumn key={status} status={status} count={orders.length}>
                {orders.map((order) => (
                  <KitchenCard
                    key={order.id}
                    order={order}
                    now={now}
                    showStore={showStore}
                    movable={movable}
                    moving={move.isPending && move.variables?.order.id === order.id}
                    onMove={moveOrder}
                    onOpen={(opened) => setParam(ORDER_PARAM, String(opened.id))}
                    drivers={canDispatch ? (drivers.data?.data ?? []) : undefined}
                    onDispatch={sendOut}
                  />
                ))}
              </KitchenColumn>
            );
          })}
        </div>
      </DndContext>
      <OrderDrawer orderId={openId} onClose={() => setParam(ORDER_PARAM, null)} />
      <StockDrawer
        opened={stockOpen}
        onClose={() => setStockOpen(false)}
        stores={stores}
        initialStoreId={stockStore}
        canChange={movable}
      />
    </div>
  );
}
