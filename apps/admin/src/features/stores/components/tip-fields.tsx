import { NumberInput, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { deliveryTipAvailabilities } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/ui/form-section.js';
import { MoneyInput } from '../../../shared/ui/money-input.js';
import { type StoreForm, switchField, toNumberValue } from '../store-form/field-props.js';
import type { StoreFormValues } from '../store-form/store-form-values.js';

type TipType = 'none' | 'percentage' | 'amount';

/** Spec part 1 §5: a suggested percentage cannot exceed 100 %. */
export function TipFields({ form }: { form: StoreForm }) {
  const { t } = useTranslation('storeForm');
  const { enabledTipDelivery, defaultTip } = form.values;
  const tipType: TipType = defaultTip?.type ?? 'none';
  const setType = (type: TipType) =>
    form.setValue('defaultTip', type === 'none' ? null : { type, value: defaultTip?.value ?? '' });
  const setAmount = (value: number | string) =>
    defaultTip && form.setValue('defaultTip', { ...defaultTip, value: toNumberValue(value) });
  const valueError = form.errors['defaultTip.value'] ?? form.errors.defaultTip;

  return (
    <FormSection title={t('sections.tips')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Switch label={t('fields.enabledTipStore')} {...switchField(form, 'enabledTipStore')} />
        <Stack gap="xs">
          <Switch label={t('fields.enabledTipDelivery')} {...switchField(form, 'enabledTipDelivery')} />
          {enabledTipDelivery && (
            <Select
              label={t('fields.deliveryTipAvailability')}
              data={deliveryTipAvailabilities.map((v) => ({ value: v, label: t(`tipAvailabilities.${v}`) }))}
              value={form.values.deliveryTipAvailability}
              onChange={(v) =>
                v && form.setValue('deliveryTipAvailability', v as StoreFormValues['deliveryTipAvailability'])
              }
              allowDeselect={false}
            />
          )}
        </Stack>
        <Select
          label={t('fields.defaultTipType')}
          data={(['none', 'percentage', 'amount'] as const).map((v) => ({
            value: v,
            label: t(`tipTypes.${v}`),
          }))}
          value={tipType}
          onChange={(v) => v && setType(v as TipType)}
          allowDeselect={false}
        />
        {defaultTip?.type === 'percentage' && (
          <NumberInput
            label={t('fields.defaultTipValue')}
            suffix={t('fields.percent')}
            min={0}
            max={100}
            value={defaultTip.value}
            onChange={setAmount}
            error={valueError}
          />
        )}
        {defaultTip?.type === 'amount' && (
          <MoneyInput
            label={t('fields.defaultTipValue')}
            value={defaultTip.value}
            onChange={setAmount}
            error={valueError}
          />
        )}
      </SimpleGrid>
    </FormSection>
  );
}
