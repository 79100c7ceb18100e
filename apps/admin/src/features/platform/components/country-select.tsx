import { Group, Select, Text } from '@mantine/core';
import { countryCodes, countrySettings } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { CountryFlag } from './country-flag.js';

interface CountrySelectProps {
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
}

/** The four countries the platform sells in, by flag and name; what each sets is said below. */
export function CountrySelect({ value, onChange, error }: CountrySelectProps) {
  const { t } = useTranslation('platform');
  const settings = countrySettings(value);
  return (
    <Select
      label={t('form.country')}
      description={t('form.countryHint', {
        currency: `${settings.isoCurrency} (${settings.currencySymbol})`,
        prefix: settings.codeCountry,
        timeZone: settings.timezone,
      })}
      required
      data={countryCodes.map((code) => ({ value: code, label: t(`countries.${code}`) }))}
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      leftSection={<CountryFlag country={value} />}
      renderOption={({ option }) => (
        <Group gap={8} wrap="nowrap">
          <CountryFlag country={option.value} />
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
      error={error}
      maw={480}
    />
  );
}
