import { Checkbox, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionToggleProps {
  /** "Cambiar horarios de atención": what ticking it does. */
  label: string;
  /** What the change does to each store (replaces its list, or sets one value). */
  description: string;
  on: boolean;
  onChange(on: boolean): void;
  /** The section's fields, shown only while it is on. */
  children: ReactNode;
}

/** A bulk edit section: off, it sends nothing and each store keeps what it has. */
export function SectionToggle({ label, description, on, onChange, children }: SectionToggleProps) {
  return (
    <Stack gap="xs">
      <Paper
        withBorder
        radius="md"
        px="lg"
        py="sm"
        bg={on ? 'var(--mantine-primary-color-light)' : undefined}
      >
        <Checkbox
          label={label}
          description={description}
          checked={on}
          onChange={(event) => onChange(event.currentTarget.checked)}
          styles={{ label: { fontWeight: 600 } }}
        />
      </Paper>
      {on && children}
    </Stack>
  );
}
