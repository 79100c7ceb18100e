import { Chip, Group, Input } from '@mantine/core';
import { type Weekday, weekdays } from '@tablero/domain';

interface WeekdayChipsProps {
  label: string;
  value: readonly string[];
  onChange(days: Weekday[]): void;
  /** The short name of a day ("Lun"). */
  dayLabel(day: Weekday): string;
  error?: string | undefined;
}

/** The days something is available on, Monday first, as toggles (products, coupons). */
export function WeekdayChips({ label, value, onChange, dayLabel, error }: WeekdayChipsProps) {
  return (
    <Input.Wrapper label={label} error={error}>
      <Chip.Group multiple value={[...value]} onChange={(days) => onChange(days as Weekday[])}>
        <Group gap="xs" mt={6}>
          {weekdays.map((day) => (
            <Chip key={day} value={day} size="sm">
              {dayLabel(day)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Input.Wrapper>
  );
}
