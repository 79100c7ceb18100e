import { NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { couponLimits } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/ui/form-section.js';
import { type CouponForm, numberField, switchField } from './field-props.js';

/** How many times in all and per customer, how many so far, and first purchase only. */
export function UsesSection({ form, usedCount }: { form: CouponForm; usedCount: number | null }) {
  const { t } = useTranslation('coupons');
  const count = (key: 'quantity' | 'quantityByUsers') => (
    <NumberInput
      label={t(`fields.${key}`)}
      placeholder={t('fields.unlimited')}
      min={1}
      max={couponLimits.maxQuantity}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator="."
      decimalSeparator=","
      {...numberField(form, key)}
    />
  );
  return (
    <FormSection title={t('sections.uses')} description={t('sections.usesHint')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {count('quantity')}
          {count('quantityByUsers')}
        </SimpleGrid>
        {usedCount !== null && (
          <Text size="sm" c="dimmed" data-testid="coupon-used-count">
            {t('fields.usedCount', { count: usedCount })}
          </Text>
        )}
        <Switch label={t('fields.firstPurchase')} {...switchField(form, 'firstPurchase')} />
      </Stack>
    </FormSection>
  );
}
