import { SimpleGrid, Stack } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../shared/ui/dates/day-input.js';
import { FormSection } from '../../../shared/ui/form-section.js';
import { WeekdayChips } from '../../../shared/ui/weekday-chips.js';
import type { CouponForm } from './field-props.js';

/** Start and end, date and time together, in the tenant's time zone; the weekdays it is good on. */
export function ValiditySection({ form }: { form: CouponForm }) {
  const { t } = useTranslation('coupons');
  const time = (key: 'startTime' | 'expiryTime') => (
    <TimeInput
      label={t(`fields.${key}`)}
      required
      value={form.values[key]}
      onChange={(event) => form.setValue(key, event.currentTarget.value)}
      error={form.errors[key]}
    />
  );
  const day = (key: 'startDate' | 'expiryDate') => (
    <DayInput
      label={t(`fields.${key}`)}
      required={key === 'startDate'}
      value={form.values[key]}
      onChange={(value) => form.setValue(key, value)}
      error={form.errors[key]}
      disabled={form.readOnly}
      minDate={key === 'expiryDate' ? form.values.startDate : undefined}
    />
  );
  return (
    <FormSection title={t('sections.validity')} description={t('sections.validityHint')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {day('startDate')}
          {time('startTime')}
          {day('expiryDate')}
          {time('expiryTime')}
        </SimpleGrid>
        <WeekdayChips
          label={t('fields.availability')}
          value={form.values.availability}
          onChange={(days) => form.setValue('availability', days)}
          dayLabel={(day) => t(`weekdays.${day}`)}
          error={form.errors.availability}
        />
      </Stack>
    </FormSection>
  );
}
