import { NumberInput, type NumberInputProps } from '@mantine/core';
import { countrySettings } from '@tablero/domain';
import { useTenant } from '../../app/tenant/tenant-context.js';

/** Money in the tenant's currency units ($1.900 in Chile): no cents where the country has none. */
export function MoneyInput(props: NumberInputProps) {
  const { country } = useTenant();
  const settings = countrySettings(country);
  return (
    <NumberInput
      prefix={settings.currencySymbol}
      thousandSeparator={settings.thousandsSeparator}
      decimalSeparator={settings.decimalSeparator}
      decimalScale={settings.withCents ? 2 : 0}
      min={0}
      hideControls
      {...props}
    />
  );
}
