import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../shared/ui/money-input.js';
import type { PriceValues } from '../menu-form/menu-values.js';

interface PriceInputsProps {
  price: PriceValues;
  onChange(change: Pick<Partial<PriceValues>, 'price' | 'deliveryPrice'>): void;
  errors: { price?: string; deliveryPrice?: string };
  /** Table rows name the inputs with the product for screen readers, without visible labels. */
  compact?: boolean;
}

/**
 * A price and its delivery price in the tenant's money format. The delivery price shows the price
 * until it is changed, and follows it again when emptied.
 */
export function PriceInputs({ price, onChange, errors, compact }: PriceInputsProps) {
  const { t } = useTranslation('menus');
  const product = price.productName || t('prices.newProduct');
  const names = compact
    ? {
        price: { 'aria-label': t('prices.priceOf', { product }) },
        delivery: { 'aria-label': t('prices.deliveryPriceOf', { product }) },
      }
    : { price: { label: t('prices.price') }, delivery: { label: t('prices.deliveryPrice') } };
  const inputs = (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <MoneyInput
        {...names.price}
        value={price.price}
        onChange={(value) => onChange({ price: typeof value === 'number' ? value : '' })}
        error={errors.price}
        w={compact ? 130 : undefined}
        style={compact ? undefined : { flex: 1 }}
      />
      <MoneyInput
        {...names.delivery}
        // Shows the price while it follows it; emptied, it stays empty until typed in or saved.
        value={price.deliveryPrice ?? price.price}
        onChange={(value) => onChange({ deliveryPrice: typeof value === 'number' ? value : '' })}
        error={errors.deliveryPrice}
        w={compact ? 130 : undefined}
        style={compact ? undefined : { flex: 1 }}
      />
    </Group>
  );
  if (compact) return inputs;
  return (
    <Stack gap={4}>
      {inputs}
      {(price.deliveryPrice === null || price.deliveryPrice === '') && (
        <Text size="xs" c="dimmed">
          {t('prices.followsPrice')}
        </Text>
      )}
    </Stack>
  );
}
