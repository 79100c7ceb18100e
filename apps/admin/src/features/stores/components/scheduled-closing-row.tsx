import { ActionIcon, Badge, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconTrash } from '@tabler/icons-react';
import { type DispatchMethod, dispatchMethods } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { instantToPicker, pickerToInstant } from '../../../shared/format/zoned-picker.js';
import type { FieldErrors } from '../../../shared/ui/form-page/index.js';
import type { ScheduledClosingValue } from '../store-form/store-form-values.js';

interface ScheduledClosingRowProps {
  value: ScheduledClosingValue;
  index: number;
  timeZone: string;
  /** The earliest day a picker offers (today in the tenant's zone). */
  minDate: string;
  errors: FieldErrors;
  onChange(value: ScheduledClosingValue): void;
  onRemove(): void;
}

/** One closing window; an expired one is shown but cannot be changed (spec part 1 §4), only removed. */
export function ScheduledClosingRow(props: ScheduledClosingRowProps) {
  const { value, index, timeZone, minDate, errors, onChange, onRemove } = props;
  const { t } = useTranslation('storeForm');
  const at = (field: string) => errors[`scheduledClosingTimes.${index}.${field}`];
  const locked = value.expired === true;
  const set = (change: Partial<ScheduledClosingValue>) => onChange({ ...value, ...change });

  return (
    <Paper withBorder p="sm" radius="md" bg={locked ? 'var(--mantine-color-default-hover)' : undefined}>
      <Stack gap="xs">
        <Group justify="space-between">
          {locked ? (
            <Group gap="xs">
              <Badge color="gray">{t('fields.expired')}</Badge>
              <Text size="xs" c="dimmed">
                {t('fields.expiredHint')}
              </Text>
            </Group>
          ) : (
            <span />
          )}
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('fields.removeClosing', { number: index + 1 })}
            onClick={onRemove}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <DateTimePicker
            label={t('fields.startDatetime')}
            value={instantToPicker(value.startDatetime, timeZone)}
            onChange={(picked) => set({ startDatetime: pickerToInstant(picked, timeZone) })}
            valueFormat="DD-MM-YYYY HH:mm"
            minDate={locked ? undefined : minDate}
            disabled={locked}
            error={at('startDatetime')}
          />
          <DateTimePicker
            label={t('fields.endDatetime')}
            value={instantToPicker(value.endDatetime, timeZone)}
            onChange={(picked) => set({ endDatetime: pickerToInstant(picked, timeZone) })}
            valueFormat="DD-MM-YYYY HH:mm"
            minDate={locked ? undefined : minDate}
            disabled={locked}
            error={at('endDatetime') ?? errors[`scheduledClosingTimes.${index}`]}
          />
          <TextInput
            label={t('fields.reason')}
            value={value.reason}
            onChange={(e) => set({ reason: e.currentTarget.value })}
            maxLength={200}
            disabled={locked}
            error={at('reason')}
          />
          <Select
            label={t('fields.dispatchMethod')}
            data={dispatchMethods.map((m) => ({ value: m, label: t(`dispatchMethods.${m}`) }))}
            value={value.dispatchMethod}
            onChange={(m) => m && set({ dispatchMethod: m as DispatchMethod })}
            allowDeselect={false}
            disabled={locked}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
