import { NumberInput, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { feeDisplayTypes, grantTypes } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../shared/ui/money-input.js';
import { toNumberValue } from '../store-form/field-props.js';
import type { FeeConfigurationValue } from '../store-form/store-form-values.js';

interface FeeConfigurationFieldsProps {
  value: FeeConfigurationValue;
  /** Messages keyed by the inner field (`amount`), or '' for the whole configuration. */
  error(field: string): string | undefined;
  onChange(value: FeeConfigurationValue): void;
}

/** Spec part 1 §3 "Fee configuration": how the charge shows and what the store subsidises. */
export function FeeConfigurationFields({ value, error, onChange }: FeeConfigurationFieldsProps) {
  const { t } = useTranslation('storeForm');
  const set = (change: Partial<FeeConfigurationValue>) => onChange({ ...value, ...change });
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('fields.feeConfiguration')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('fields.feeDisplay')}
          data={feeDisplayTypes.map((v) => ({ value: v, label: t(`feeDisplays.${v}`) }))}
          value={value.type}
          onChange={(v) => v && set({ type: v as FeeConfigurationValue['type'] })}
          allowDeselect={false}
          error={error('type')}
        />
        <Select
          label={t('fields.grantType')}
          data={grantTypes.map((v) => ({ value: v, label: t(`grantTypes.${v}`) }))}
          value={value.grantType}
          onChange={(v) => v && set({ grantType: v as FeeConfigurationValue['grantType'], amount: '' })}
          allowDeselect={false}
          error={error('grantType')}
        />
        {value.grantType === 'percentage' && (
          <NumberInput
            label={t('fields.grantPercentage')}
            suffix={t('fields.percent')}
            min={0}
            max={100}
            value={value.amount}
            onChange={(v) => set({ amount: toNumberValue(v) })}
            error={error('amount')}
          />
        )}
        {value.grantType === 'amount' && (
          <MoneyInput
            label={t('fields.grantAmount')}
            value={value.amount}
            onChange={(v) => set({ amount: toNumberValue(v) })}
            error={error('amount')}
          />
        )}
      </SimpleGrid>
      <Switch
        label={t('fields.subsidisedService')}
        checked={value.subsidisedService}
        onChange={(e) => set({ subsidisedService: e.currentTarget.checked })}
      />
    </Stack>
  );
}
