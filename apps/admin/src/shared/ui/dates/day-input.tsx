import 'dayjs/locale/es';
import { DateInput, DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { dayOfTyped } from './typed-day.js';

interface DayInputProps {
  label: string;
  /** `YYYY-MM-DD`, or '' for none. */
  value: string;
  onChange(value: string): void;
  minDate?: string | undefined;
  maxDate?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
  w?: number;
}

/**
 * A day of the tenant's calendar, shown and typed day first (28-11-2026) whatever the browser's
 * language, with a calendar to pick it from; the value stays `YYYY-MM-DD` as the API takes it. A
 * native `type="date"` shows mm/dd/yyyy to a browser set to English.
 */
export function DayInput({
  label,
  value,
  onChange,
  minDate,
  maxDate,
  required,
  disabled,
  error,
  w,
}: DayInputProps) {
  const { t, i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.language.startsWith('es') ? 'es' : 'en', firstDayOfWeek: 1 }}>
      <DateInput
        label={label}
        value={value || null}
        onChange={(day) => onChange(day ?? '')}
        valueFormat="DD-MM-YYYY"
        dateParser={dayOfTyped}
        placeholder={t('common:dayPlaceholder')}
        minDate={minDate || undefined}
        maxDate={maxDate || undefined}
        clearable={!required}
        required={required}
        disabled={disabled}
        error={error}
        w={w}
      />
    </DatesProvider>
  );
}
