import { ActionIcon, Badge, Group, NumberInput, Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import { IconTrash } from '@tabler/icons-react';
import { type Weekday, weekdays } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../shared/ui/form-page/index.js';
import { toNumberValue } from '../store-form/field-props.js';
import type { ExceptionalWaitTimeValue } from '../store-form/store-form-values.js';

interface ExceptionalWaitTimeRowProps {
  value: ExceptionalWaitTimeValue;
  /** The row's place in the list, for its error paths and its name. */
  index: number;
  errors: FieldErrors;
  onChange(value: ExceptionalWaitTimeValue): void;
  onRemove(): void;
}

/** Other wait times every week on a weekday (periodic) or on the days of a date range (specific). */
export function ExceptionalWaitTimeRow({
  value,
  index,
  errors,
  onChange,
  onRemove,
}: ExceptionalWaitTimeRowProps) {
  const { t } = useTranslation('storeForm');
  const at = (field: string) => errors[`exceptionalWaitTimes.${index}.${field}`];
  const set = (change: Partial<ExceptionalWaitTimeValue>) => onChange({ ...value, ...change });

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Badge variant="light">{t(`exceptionKinds.${value.kind}`)}</Badge>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('fields.removeException', { number: index + 1 })}
            onClick={onRemove}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {value.kind === 'periodic' ? (
            <Select
              label={t('fields.day')}
              data={weekdays.map((d) => ({ value: d, label: t(`weekdays.${d}`) }))}
              value={value.day}
              onChange={(day) => set({ day: day as Weekday | null })}
              error={at('day')}
            />
          ) : (
            <>
              <DatePickerInput
                label={t('fields.startDate')}
                value={value.startDate}
                onChange={(startDate) => set({ startDate })}
                valueFormat="DD-MM-YYYY"
                error={at('startDate')}
              />
              <DatePickerInput
                label={t('fields.endDate')}
                value={value.endDate}
                onChange={(endDate) => set({ endDate })}
                valueFormat="DD-MM-YYYY"
                minDate={value.startDate ?? undefined}
                error={at('endDate')}
              />
            </>
          )}
          <TimeInput
            label={t('fields.startTime')}
            value={value.startTime}
            onChange={(e) => set({ startTime: e.currentTarget.value })}
            error={at('startTime')}
          />
          <TimeInput
            label={t('fields.endTime')}
            value={value.endTime}
            onChange={(e) => set({ endTime: e.currentTarget.value })}
            error={at('endTime')}
          />
          <NumberInput
            label={t('fields.deliveryWaitTime')}
            rightSection={t('fields.minutes')}
            rightSectionWidth={44}
            min={1}
            allowDecimal={false}
            value={value.deliveryWaitTime}
            onChange={(v) => set({ deliveryWaitTime: toNumberValue(v) })}
            error={at('deliveryWaitTime')}
          />
          <NumberInput
            label={t('fields.pickUpWaitTime')}
            rightSection={t('fields.minutes')}
            rightSectionWidth={44}
            min={1}
            allowDecimal={false}
            value={value.pickUpWaitTime}
            onChange={(v) => set({ pickUpWaitTime: toNumberValue(v) })}
            error={at('pickUpWaitTime')}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
