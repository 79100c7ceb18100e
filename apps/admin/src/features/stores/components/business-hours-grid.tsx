import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconCopy, IconPlus, IconTrash } from '@tabler/icons-react';
import { type DispatchMethod, weekdays } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../shared/ui/form-page/index.js';
import { addPeriod, copyDayToWeek, periodsOf } from '../store-form/business-hours.js';
import type { BusinessHourValue } from '../store-form/store-form-values.js';

interface BusinessHoursGridProps {
  title: string;
  /** Every period of the store; this grid shows and edits those of its dispatch method. */
  hours: BusinessHourValue[];
  dispatch: DispatchMethod;
  errors: FieldErrors;
  onChange(hours: BusinessHourValue[]): void;
}

/** One week of opening periods, several per day (spec part 1 §2 "pickup hours", "delivery hours"). */
export function BusinessHoursGrid({ title, hours, dispatch, errors, onChange }: BusinessHoursGridProps) {
  const { t } = useTranslation('storeForm');
  const update = (index: number, change: Partial<BusinessHourValue>) =>
    onChange(hours.map((hour, i) => (i === index ? { ...hour, ...change } : hour)));

  return (
    <Stack gap="xs">
      <Text fw={600}>{title}</Text>
      {weekdays.map((day) => {
        const dayName = t(`weekdays.${day}`);
        const periods = periodsOf(hours, day, dispatch);
        return (
          <Group key={day} align="flex-start" wrap="nowrap" gap="md" py={4}>
            <Text w={90} pt={6} size="sm" fw={500}>
              {dayName}
            </Text>
            <Stack gap={6} style={{ flex: 1 }}>
              {periods.length === 0 && (
                <Text size="sm" c="dimmed" pt={6}>
                  {t('fields.closedDay')}
                </Text>
              )}
              {periods.map(({ hour, index }) => {
                const at = `businessHours.${index}`;
                return (
                  <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
                    <TimeInput
                      aria-label={`${dayName}: ${t('fields.openingTime')}`}
                      value={hour.openingTime}
                      onChange={(e) => update(index, { openingTime: e.currentTarget.value })}
                      error={errors[`${at}.openingTime`] ?? errors[`${at}.dispatchMethod`] ?? errors[at]}
                      w={130}
                    />
                    <Text pt={6} size="sm" c="dimmed" aria-hidden>
                      –
                    </Text>
                    <TimeInput
                      aria-label={`${dayName}: ${t('fields.closingTime')}`}
                      value={hour.closingTime}
                      onChange={(e) => update(index, { closingTime: e.currentTarget.value })}
                      error={errors[`${at}.closingTime`]}
                      w={130}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mt={4}
                      aria-label={t('fields.removePeriod', {
                        day: dayName,
                        from: hour.openingTime,
                        to: hour.closingTime,
                      })}
                      onClick={() => onChange(hours.filter((_, i) => i !== index))}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                );
              })}
            </Stack>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="light"
                aria-label={t('fields.addPeriodFor', { day: dayName })}
                title={t('fields.addPeriod')}
                onClick={() => onChange(addPeriod(hours, day, dispatch))}
              >
                <IconPlus size={16} aria-hidden />
              </ActionIcon>
              {periods.length > 0 && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconCopy size={14} aria-hidden />}
                  aria-label={t('fields.copyToWeekFor', { day: dayName })}
                  onClick={() => onChange(copyDayToWeek(hours, day, dispatch))}
                >
                  {t('fields.copyToWeek')}
                </Button>
              )}
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}
