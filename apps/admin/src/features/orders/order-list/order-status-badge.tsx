import { Badge } from '@mantine/core';
import { type OrderStatus, orderStatusColors } from '@tablero/domain';
import { useTranslation } from 'react-i18next';

/** A status in the spec's colours (part 2 §4): grey waiting, green received or done, blue moving, red ended badly. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return (
    <Badge color={orderStatusColors[status]} variant="light" style={{ minWidth: 'max-content' }}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
