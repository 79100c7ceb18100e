import { Alert, NumberInput, Paper, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { cofinanceKinds, feeTypesOf } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../shared/ui/form-page/index.js';
import { MoneyInput } from '../../../shared/ui/money-input.js';
import { toNumberValue } from '../store-form/field-props.js';
import type { CofinanceValue, DeliveryMethodValue } from '../store-form/store-form-values.js';
import { FeeConfigurationFields } from './fee-configuration-fields.js';

interface DeliveryMethodCardProps {
  value: DeliveryMethodValue;
  index: number;
  errors: FieldErrors;
  onChange(value: DeliveryMethodValue): void;
}

const startingFee = {
  type: 'delivery_fee',
  grantType: 'none',
  amount: '',
  subsidisedService: false,
} as const;

/** One delivery option: on or off, its fee type (§9 per provider), fee, fee configuration, cofinance. */
export function DeliveryMethodCard({ value, index, errors, onChange }: DeliveryMethodCardProps) {
  const { t } = useTranslation('storeForm');
  const at = (field: string) => errors[`deliveryMethods.${index}${field ? `.${field}` : ''}`];
  const set = (change: Partial<DeliveryMethodValue>) => onChange({ ...value, ...change });
  const name = t(`deliveryTypes.${value.deliveryType}`);
  const priced = value.deliveryFeeType === 'fixed' || value.deliveryFeeType === 'dynamic';
  const cofinance = value.externalDeliveryCofinance;
  const setCofinance = (change: Partial<CofinanceValue>) =>
    set({ externalDeliveryCofinance: { ...cofinance, ...change } });

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Switch
          label={name}
          fw={600}
          checked={value.enabled}
          onChange={(e) => {
            const enabled = e.currentTarget.checked;
            set({
              enabled,
              feeConfiguration: value.feeConfiguration ?? (enabled ? { ...startingFee } : null),
            });
          }}
          error={at('deliveryType') ?? at('')}
        />
        {value.enabled && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label={t('fields.deliveryFeeType')}
                data={feeTypesOf[value.deliveryType].map((v) => ({ value: v, label: t(`feeTypes.${v}`) }))}
                value={value.deliveryFeeType}
                onChange={(v) => v && set({ deliveryFeeType: v as DeliveryMethodValue['deliveryFeeType'] })}
                allowDeselect={false}
                error={at('deliveryFeeType')}
              />
              {priced && (
                <MoneyInput
                  label={t(value.deliveryFeeType === 'dynamic' ? 'fields.feeBase' : 'fields.feeAmount')}
                  value={value.feeAmount}
                  onChange={(v) => set({ feeAmount: toNumberValue(v) })}
                  error={at('feeAmount')}
                />
              )}
              {value.deliveryFeeType === 'dynamic' && (
                <MoneyInput
                  label={t('fields.feePerKm')}
                  value={value.feePerKm}
                  onChange={(v) => set({ feePerKm: toNumberValue(v) })}
                  error={at('feePerKm')}
                />
              )}
            </SimpleGrid>
            {value.feeConfiguration ? (
              <FeeConfigurationFields
                value={value.feeConfiguration}
                error={(field) => at(`feeConfiguration.${field}`)}
                onChange={(feeConfiguration) => set({ feeConfiguration })}
              />
            ) : null}
            {at('feeConfiguration') && (
              <Alert color="red" variant="light">
                {at('feeConfiguration')}
              </Alert>
            )}
            {value.deliveryType !== 'own' && (
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Select
                  label={t('fields.cofinance')}
                  data={cofinanceKinds.map((v) => ({ value: v, label: t(`cofinanceKinds.${v}`) }))}
                  value={cofinance.kind}
                  onChange={(v) => v && setCofinance({ kind: v as CofinanceValue['kind'], value: '' })}
                  allowDeselect={false}
                />
                {cofinance.kind === 'percentage' && (
                  <NumberInput
                    label={t('fields.cofinanceValue')}
                    suffix={t('fields.percent')}
                    min={0}
                    max={100}
                    value={cofinance.value}
                    onChange={(v) => setCofinance({ value: toNumberValue(v) })}
                    error={at('externalDeliveryCofinance.value')}
                  />
                )}
                {cofinance.kind === 'amount' && (
                  <MoneyInput
                    label={t('fields.cofinanceValue')}
                    value={cofinance.value}
                    onChange={(v) => setCofinance({ value: toNumberValue(v) })}
                    error={at('externalDeliveryCofinance.value')}
                  />
                )}
              </SimpleGrid>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
