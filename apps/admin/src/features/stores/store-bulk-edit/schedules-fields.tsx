import { Alert, Stack } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FormPageState } from '../../../shared/ui/form-page/index.js';
import { BusinessHoursFields } from '../components/business-hours-fields.js';
import { ExceptionalWaitTimesFields } from '../components/exceptional-wait-times-fields.js';
import { OrderMethodField } from '../components/order-method-field.js';
import { OrderSchedulingField } from '../components/order-scheduling-field.js';
import { ScheduledClosingsFields } from '../components/scheduled-closings-fields.js';
import { WaitTimesFields } from '../components/wait-times-fields.js';
import { type BulkEditValues, listSections, type ScheduleSection } from './bulk-edit-values.js';
import { SectionToggle } from './section-toggle.js';

/** The schedules tab: the store form's own sections, each behind "Cambiar …". */
export function SchedulesFields({ form }: { form: FormPageState<BulkEditValues> }) {
  const { t, i18n } = useTranslation('storeBulkEdit');
  const locale = i18n.language.startsWith('en') ? 'en' : 'es';
  const { sections } = form.values;

  const toggle = (section: ScheduleSection, children: React.ReactNode) => (
    <SectionToggle
      key={section}
      label={t(`sections.${section}`)}
      description={t(listSections.includes(section) ? 'replacesList' : 'setsValue')}
      on={sections.includes(section)}
      onChange={(on) =>
        form.setValue('sections', on ? [...sections, section] : sections.filter((s) => s !== section))
      }
    >
      {children}
    </SectionToggle>
  );

  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
      <Stack gap="lg">
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('schedules.notice')}
        </Alert>
        {toggle('waitTimes', <WaitTimesFields form={form} />)}
        {toggle('businessHours', <BusinessHoursFields form={form} />)}
        {toggle('exceptionalWaitTimes', <ExceptionalWaitTimesFields form={form} />)}
        {toggle('scheduledClosingTimes', <ScheduledClosingsFields form={form} />)}
        {toggle('orderMethod', <OrderMethodField form={form} />)}
        {toggle('futureOrders', <OrderSchedulingField form={form} />)}
      </Stack>
    </DatesProvider>
  );
}
