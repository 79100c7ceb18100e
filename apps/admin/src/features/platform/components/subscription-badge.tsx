import { Badge } from '@mantine/core';
import type { SubscriptionStatus } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { subscriptionColors } from '../tenant-options.js';

/** A brand's subscription: active green, failed payment orange, suspended red, inactive gray. */
export function SubscriptionBadge({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation('platform');
  return (
    <Badge color={subscriptionColors[status]} variant="light" style={{ minWidth: 'max-content' }}>
      {t(`subscription.${status}`)}
    </Badge>
  );
}
