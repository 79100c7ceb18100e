import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/permissions/index.js';
import { showSuccess } from '../../../shared/ui/toasts.js';
import { type CouponRow, useSwitchCoupon } from '../api.js';

/** Spec part 2 §4: a coupon is switched on or off by flipping `enabled`, from its row. */
export function CouponEnabledSwitch({ coupon }: { coupon: CouponRow }) {
  const { t } = useTranslation('coupons');
  const canUpdate = useCan()({ policy: 'coupons', action: 'update' });
  const switching = useSwitchCoupon();
  return (
    <Switch
      aria-label={t('switchLabel', { code: coupon.code })}
      checked={coupon.enabled}
      disabled={!canUpdate}
      onChange={(event) => {
        const enabled = event.currentTarget.checked;
        switching.mutate(
          { id: coupon.id, enabled },
          {
            onSuccess: () => showSuccess(t(enabled ? 'switchedOn' : 'switchedOff', { code: coupon.code })),
          },
        );
      }}
    />
  );
}
