import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { refundKindOf } from '@tablero/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/format/index.js';
import { useCan } from '../../../shared/permissions/index.js';
import { showSuccess } from '../../../shared/ui/toasts.js';
import { type Order, useRefundPayment } from '../api.js';

/**
 * Refunds a completed online payment, after saying how much goes back to whom. Shown to those who
 * may refund (orders:update and the payments area's admin_users:show).
 */
export function RefundPayment({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const can = useCan();
  const money = useMoney();
  const refund = useRefundPayment();
  const [asking, setAsking] = useState(false);
  const kind = refundKindOf(order.payment.method);
  const allowed =
    can({ policy: 'orders', action: 'update' }) && can({ policy: 'admin_users', action: 'show' });
  if (!kind || !allowed || order.payment.status !== 'completed') return null;
  const confirm = () =>
    refund.mutate(
      { order, kind },
      {
        onSuccess: (answer) => {
          setAsking(false);
          showSuccess(t(answer.payment.status === 'refund_requested' ? 'refund.requested' : 'refund.manual'));
        },
        onError: () => setAsking(false),
      },
    );
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconReceiptRefund size={16} aria-hidden />}
        onClick={() => setAsking(true)}
      >
        {t('refund.button')}
      </Button>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('refund.title', { code: order.code })}
        centered
        closeOnClickOutside={!refund.isPending}
        closeOnEscape={!refund.isPending}
      >
        <Stack gap="lg">
          <Text size="sm">
            {t('refund.question', { amount: money(order.amounts.total), customer: order.customer.name })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)} disabled={refund.isPending}>
              {t('refund.back')}
            </Button>
            <Button color="red" onClick={confirm} loading={refund.isPending} data-autofocus>
              {t('refund.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
