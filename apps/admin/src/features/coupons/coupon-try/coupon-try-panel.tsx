import { Checkbox, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { couponPlatforms, type PaymentMethodKey } from '@tablero/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../app/tenant/tenant-context.js';
import { useMoney } from '../../../shared/format/index.js';
import { useCan } from '../../../shared/permissions/index.js';
import { MoneyInput } from '../../../shared/ui/money-input.js';
import { useStoreOptions } from '../../stores/api.js';
import { useCouponPaymentMethods } from '../api.js';
import type { CouponFormValues } from '../coupon-form/coupon-form-values.js';
import { type TryCart, tryCoupon } from './try-cart.js';
import { TryCartLines } from './try-cart-lines.js';
import { TryResult } from './try-result.js';
import { useStorePriceGroups } from './use-store-price-groups.js';

type CartSettings = Omit<TryCart, 'lines'> & { lines: Omit<TryCart['lines'][number], 'priceGroupIds'>[] };

const emptyCart: CartSettings = {
  storeId: null,
  dispatchMethod: 'delivery',
  platform: 'web',
  paymentMethod: null,
  deliveryFee: '',
  firstPurchase: false,
  lines: [],
};

/**
 * "Probar este cupón": a cart built here, checked against the coupon as the form holds it right
 * now by the one promotion engine every checkout uses. Nothing is saved.
 */
export function CouponTryPanel({ values, usedCount }: { values: CouponFormValues; usedCount: number }) {
  const { t } = useTranslation('coupons');
  const { timeZone } = useTenant();
  const money = useMoney();
  const canSeeStores = useCan()({ policy: 'stores', action: 'show' });
  const stores = useStoreOptions(canSeeStores);
  const offered = useCouponPaymentMethods();
  const [cart, setCart] = useState<CartSettings>(emptyCart);
  const groups = useStorePriceGroups(cart.storeId);
  const set = (change: Partial<CartSettings>) => setCart((current) => ({ ...current, ...change }));

  const lines = cart.lines.map((line) => ({ ...line, priceGroupIds: groups.get(line.productId) ?? [] }));
  const outcome = tryCoupon(values, usedCount, { ...cart, lines }, { now: new Date(), timeZone, money });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={t('try.title')}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {t('try.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('try.hint')}
          </Text>
        </Stack>
        {canSeeStores ? (
          <Select
            label={t('try.store')}
            placeholder={t('try.storePlaceholder')}
            data={(stores.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            value={cart.storeId === null ? null : String(cart.storeId)}
            onChange={(id) => set({ storeId: id === null ? null : Number(id) })}
            searchable
          />
        ) : (
          <Text size="sm">{t('try.needsStores')}</Text>
        )}
        <SegmentedControl
          aria-label={t('try.dispatchMethod')}
          value={cart.dispatchMethod}
          onChange={(value) => set({ dispatchMethod: value as CartSettings['dispatchMethod'] })}
          data={(['delivery', 'pick_up'] as const).map((m) => ({
            value: m,
            label: t(`singleDispatch.${m}`),
          }))}
          fullWidth
        />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 1 }}>
          <Select
            label={t('try.platform')}
            data={couponPlatforms.map((p) => ({ value: p, label: t(`platforms.${p}`) }))}
            value={cart.platform}
            onChange={(value) => value && set({ platform: value as CartSettings['platform'] })}
            allowDeselect={false}
          />
          <Select
            label={t('try.paymentMethod')}
            data={[
              { value: '', label: t('try.anyPayment') },
              ...(offered.data?.data ?? []).map((m) => ({
                value: m,
                label: t(`storeForm:paymentMethods.${m}`),
              })),
            ]}
            value={cart.paymentMethod ?? ''}
            onChange={(value) => set({ paymentMethod: value ? (value as PaymentMethodKey) : null })}
            allowDeselect={false}
          />
        </SimpleGrid>
        {cart.dispatchMethod === 'delivery' && (
          <MoneyInput
            label={t('try.deliveryFee')}
            value={cart.deliveryFee}
            onChange={(value) => set({ deliveryFee: typeof value === 'number' ? value : '' })}
          />
        )}
        <Checkbox
          label={t('try.firstPurchase')}
          checked={cart.firstPurchase}
          onChange={(event) => set({ firstPurchase: event.currentTarget.checked })}
        />
        <TryCartLines
          lines={cart.lines}
          onAdd={(product) => set({ lines: [...cart.lines, { ...product, quantity: 1 }] })}
          onQuantity={(productId, quantity) =>
            set({ lines: cart.lines.map((l) => (l.productId === productId ? { ...l, quantity } : l)) })
          }
          onRemove={(productId) => set({ lines: cart.lines.filter((l) => l.productId !== productId) })}
        />
        <TryResult outcome={outcome} />
      </Stack>
    </Paper>
  );
}
