import { NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { couponKinds, couponLimits, normalisePercentageInput } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/ui/form-section.js';
import { MoneyInput } from '../../../shared/ui/money-input.js';
import type { CouponFormValues } from './coupon-form-values.js';
import { type CouponForm, numberField, switchField } from './field-props.js';

/** Code, kind, how much it takes off and what that amount counts. */
export function DiscountSection({ form }: { form: CouponForm }) {
  const { t } = useTranslation('coupons');
  const { kind } = form.values;
  const discount = numberField(form, 'discount');
  return (
    <FormSection title={t('sections.discount')} description={t('sections.discountHint')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.code')}
            description={t('fields.codeHint')}
            required
            maxLength={couponLimits.codeMax}
            {...form.textField('code')}
          />
          <Select
            label={t('fields.kind')}
            description={t('fields.kindHint')}
            data={couponKinds.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
            value={kind}
            onChange={(value) => value && form.setValue('kind', value as CouponFormValues['kind'])}
            allowDeselect={false}
            error={form.errors.kind}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {kind === 'percentage' ? (
            <NumberInput
              label={t('fields.percent')}
              description={t('fields.percentHint')}
              required
              min={0}
              decimalScale={2}
              decimalSeparator="."
              suffix=" %"
              hideControls
              {...discount}
              // §5: a percentage above 100 is read as hundredths, and the person sees it so.
              onBlur={() => {
                const value = form.values.discount;
                if (typeof value === 'number' && value > 100)
                  form.setValue('discount', normalisePercentageInput(value));
              }}
            />
          ) : (
            <MoneyInput
              label={t(kind === 'gift' ? 'fields.giftValue' : 'fields.amount')}
              description={kind === 'gift' ? t('fields.giftValueHint') : undefined}
              required
              {...discount}
            />
          )}
          {kind === 'percentage' && (
            <MoneyInput
              label={t('fields.maxDiscount')}
              description={t('fields.maxDiscountHint')}
              {...numberField(form, 'maxDiscount')}
            />
          )}
        </SimpleGrid>
        <MoneyInput
          label={t('fields.minimumToRedeem')}
          description={t('fields.minimumToRedeemHint')}
          maw={320}
          {...numberField(form, 'minimumToRedeem')}
        />
        <Stack gap="xs">
          <Switch label={t('fields.delivery')} {...switchField(form, 'delivery')} />
          <Switch label={t('fields.applyModifier')} {...switchField(form, 'applyModifier')} />
          <Switch label={t('fields.overrideMinimumPrice')} {...switchField(form, 'overrideMinimumPrice')} />
        </Stack>
      </Stack>
    </FormSection>
  );
}
