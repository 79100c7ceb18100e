import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTenant } from '../../../app/tenant/tenant-context.js';
import { useMoney } from '../../../shared/format/index.js';
import type { DataTableColumn } from '../../../shared/ui/data-table/index.js';
import type { CouponRow, CouponValidity } from '../api.js';
import { editCouponUrl } from '../urls.js';
import { CouponEnabledSwitch } from './coupon-enabled-switch.js';
import { CouponKindBadge } from './coupon-kind-badge.js';
import { CouponRowActions } from './coupon-row-actions.js';
import { validityAt, windowEnds } from './coupon-window.js';

const validityColours: Record<CouponValidity, string> = {
  active: 'green',
  upcoming: 'blue',
  expired: 'gray',
};

/** Code, kind, discount, used of quantity, validity window, on/off, actions. */
export function useCouponColumns(
  onDelete: (coupon: CouponRow) => void,
  onGenerate: (coupon: CouponRow) => void,
): DataTableColumn<CouponRow>[] {
  const { t } = useTranslation('coupons');
  const money = useMoney();
  const { timeZone } = useTenant();
  const now = new Date();

  const discountText = (coupon: CouponRow) => {
    if (coupon.kind !== 'percentage') return money(coupon.discount);
    const percent = `${coupon.discount.toLocaleString('es-CL')} %`;
    return coupon.maxDiscount === null
      ? percent
      : t('discountUpTo', { discount: percent, max: money(coupon.maxDiscount) });
  };

  return [
    {
      key: 'code',
      header: t('columns.code'),
      render: (coupon) => (
        <Stack gap={2} align="flex-start">
          <Anchor component={Link} to={editCouponUrl(coupon.id)} size="sm" fw={600} ff="monospace">
            {coupon.code}
          </Anchor>
          {coupon.automatic && (
            <Badge size="xs" variant="outline" style={{ minWidth: 'max-content' }}>
              {t('automatic')}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      key: 'kind',
      header: t('columns.kind'),
      width: 170,
      render: (coupon) => <CouponKindBadge kind={coupon.kind} />,
    },
    {
      key: 'discount',
      header: t('columns.discount'),
      render: (coupon) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {discountText(coupon)}
        </Text>
      ),
    },
    {
      key: 'uses',
      header: t('columns.uses'),
      render: (coupon) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {coupon.quantity === null
            ? t('usedUnlimited', { used: coupon.usedCount })
            : t('usedOf', { used: coupon.usedCount, quantity: coupon.quantity })}
        </Text>
      ),
    },
    {
      key: 'validity',
      header: t('columns.validity'),
      render: (coupon) => {
        const { start, end } = windowEnds(coupon);
        const validity = validityAt(coupon, now, timeZone);
        return (
          <Stack gap={2} align="flex-start">
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {t('from', { start })}
            </Text>
            {end !== null && (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {t('until', { end })}
              </Text>
            )}
            <Badge
              size="xs"
              variant="dot"
              color={validityColours[validity]}
              style={{ minWidth: 'max-content' }}
            >
              {t(`validityState.${validity}`)}
            </Badge>
          </Stack>
        );
      },
    },
    {
      key: 'enabled',
      header: t('columns.enabled'),
      width: 80,
      render: (coupon) => <CouponEnabledSwitch coupon={coupon} />,
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      width: 72,
      render: (coupon) => (
        <CouponRowActions
          coupon={coupon}
          onDelete={() => onDelete(coupon)}
          onGenerate={() => onGenerate(coupon)}
        />
      ),
    },
  ];
}
