import { Stack } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { BusinessHoursFields } from '../components/business-hours-fields.js';
import { ExceptionalWaitTimesFields } from '../components/exceptional-wait-times-fields.js';
import { OrderSchedulingField } from '../components/order-scheduling-field.js';
import { ScheduledClosingsFields } from '../components/scheduled-closings-fields.js';
import { WaitTimesFields } from '../components/wait-times-fields.js';
import type { StoreForm } from './field-props.js';

export function SchedulesTab({ form }: { form: StoreForm }) {
  const { i18n } = useTranslation();
  const locale = i18n.language.startsWith('en') ? 'en' : 'es';
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
      <Stack gap="lg">
        <WaitTimesFields form={form} />
        <BusinessHoursFields form={form} />
        <ExceptionalWaitTimesFields form={form} />
        <ScheduledClosingsFields form={form} />
        <OrderSchedulingField form={form} />
      </Stack>
    </DatesProvider>
  );
}
