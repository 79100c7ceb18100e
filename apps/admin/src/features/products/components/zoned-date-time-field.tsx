import { DateTimePicker } from '@mantine/dates';
import { useTenant } from '../../../app/tenant/tenant-context.js';
import { instantToPicker, pickerToInstant } from '../../../shared/format/zoned-picker.js';

interface ZonedDateTimeFieldProps {
  label: string;
  /** An ISO instant, '' when blank. */
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  disabled?: boolean;
}

/** A date and time picked in the tenant's zone (not the browser's), kept as an ISO instant. */
export function ZonedDateTimeField({ label, value, onChange, error, disabled }: ZonedDateTimeFieldProps) {
  const { timeZone } = useTenant();
  return (
    <DateTimePicker
      label={label}
      value={instantToPicker(value, timeZone)}
      onChange={(picked) => onChange(pickerToInstant(picked, timeZone))}
      valueFormat="DD-MM-YYYY HH:mm"
      clearable
      error={error}
      disabled={disabled}
    />
  );
}
