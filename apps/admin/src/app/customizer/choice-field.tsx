import { Fieldset, SegmentedControl } from '@mantine/core';

interface ChoiceFieldProps<T extends string> {
  legend: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
}

/** A labelled group of radio choices (fieldset + legend, so screen readers name the group). */
export function ChoiceField<T extends string>({ legend, value, options, onChange }: ChoiceFieldProps<T>) {
  return (
    <Fieldset legend={legend} variant="unstyled">
      <SegmentedControl
        fullWidth
        value={value}
        data={options.map((option) => ({ value: option.value, label: option.label }))}
        onChange={(next) => onChange(next as T)}
      />
    </Fieldset>
  );
}
