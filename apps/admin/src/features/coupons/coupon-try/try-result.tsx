import { Alert, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/format/index.js';
import type { TryOutcome } from './try-cart.js';

/** What the engine said, read out as it changes. */
export function TryResult({ outcome }: { outcome: TryOutcome }) {
  const { t, i18n } = useTranslation('coupons');
  const money = useMoney();
  const body = () => {
    switch (outcome.status) {
      case 'incomplete':
        return (
          <Alert
            color="gray"
            variant="light"
            icon={<IconInfoCircle aria-hidden />}
            title={t('try.incomplete')}
          >
            {i18n.exists(`coupons:fields.${outcome.field}`)
              ? `${t(`fields.${outcome.field}`)}: ${outcome.message}`
              : outcome.message}
          </Alert>
        );
      case 'needsStore':
        return (
          <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
            {t('try.needsStore')}
          </Alert>
        );
      case 'refused':
        return (
          <Alert color="orange" variant="light" icon={<IconCircleX aria-hidden />} title={t('try.refused')}>
            {outcome.reason}
          </Alert>
        );
      case 'applies':
        return (
          <Alert
            color="green"
            variant="light"
            icon={<IconCircleCheck aria-hidden />}
            title={t('try.applies')}
          >
            <Text size="sm">
              {t('try.subtotal')}: {money(outcome.subtotal)}
            </Text>
            <Text size="sm" fw={700}>
              {t('try.discount', { amount: money(outcome.discount) })}
            </Text>
            {outcome.giftName && <Text size="sm">{t('try.gift', { name: outcome.giftName })}</Text>}
            <Text size="sm">{t('try.total', { amount: money(outcome.subtotal - outcome.discount) })}</Text>
          </Alert>
        );
    }
  };
  return (
    <div aria-live="polite" data-testid="coupon-try-result">
      {body()}
    </div>
  );
}
