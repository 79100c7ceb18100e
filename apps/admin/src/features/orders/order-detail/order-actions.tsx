import { Button, Group } from '@mantine/core';
import { nextOrderStatuses } from '@tablero/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/permissions/index.js';
import { type Order, useMoveOrder } from '../api.js';

// Its text field's code comes with the first cancellation, not with every order opened.
const CancelOrderDialog = lazy(() => import('./cancel-order-dialog.js'));

/** The moves staff may make from the order's status (the state machine's), and cancel with a reason. */
export function OrderActions({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const can = useCan();
  const move = useMoveOrder();
  const [canceling, setCanceling] = useState(false);
  if (!can({ policy: 'orders', action: 'update' })) return null;
  const next = nextOrderStatuses(order.status, 'staff', order.dispatchMethod);
  if (next.length === 0) return null;
  return (
    <Group gap="xs">
      {next
        .filter((status) => status !== 'canceled')
        .map((status) => (
          <Button
            key={status}
            size="xs"
            loading={move.isPending && move.variables?.status === status}
            onClick={() => move.mutate({ order, status })}
          >
            {t('moveTo', { status: t(`statuses.${status}`) })}
          </Button>
        ))}
      {next.includes('canceled') && (
        <Button size="xs" color="red" variant="light" onClick={() => setCanceling(true)}>
          {t('cancel.button')}
        </Button>
      )}
      {canceling && (
        <Suspense fallback={null}>
          <CancelOrderDialog
            code={order.code}
            onCancel={async (reason) => {
              await move.mutateAsync({ order, status: 'canceled', reason });
            }}
            onClose={() => setCanceling(false)}
          />
        </Suspense>
      )}
    </Group>
  );
}
