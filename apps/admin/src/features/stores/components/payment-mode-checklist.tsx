import { Checkbox, Group, Stack } from '@mantine/core';
import type { DispatchMode, PaymentMethodKey } from '@tablero/domain';
import { useTranslation } from 'react-i18next';

interface PaymentModeChecklistProps {
  mode: DispatchMode;
  /** The methods to offer, in the catalogue's order. */
  options: readonly PaymentMethodKey[];
  value: readonly PaymentMethodKey[];
  onChange(methods: PaymentMethodKey[]): void;
  error?: string | undefined;
  /** Replaces the group's usual label ("Medios de pago para delivery"). */
  label?: string;
}

/** The payment methods of one order mode as checkboxes: the store form's and the bulk edit's. */
export function PaymentModeChecklist({
  mode,
  options,
  value,
  onChange,
  error,
  label,
}: PaymentModeChecklistProps) {
  const { t } = useTranslation('storeForm');
  return (
    <Checkbox.Group
      label={label ?? t('fields.paymentFor', { mode: t(`dispatchModes.${mode}`) })}
      value={[...value]}
      onChange={(methods) => onChange(methods as PaymentMethodKey[])}
      error={error}
    >
      <Stack gap={6} mt="xs">
        <Group gap="lg">
          {options.map((method) => (
            <Checkbox key={method} value={method} label={t(`paymentMethods.${method}`)} />
          ))}
        </Group>
      </Stack>
    </Checkbox.Group>
  );
}
