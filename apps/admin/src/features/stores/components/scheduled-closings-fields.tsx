import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatDateTime } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../app/tenant/tenant-context.js';
import { FormSection } from '../../../shared/ui/form-section.js';
import type { StoreFieldsForm } from '../store-form/field-props.js';
import type { ScheduledClosingValue } from '../store-form/store-form-values.js';
import { ScheduledClosingRow } from './scheduled-closing-row.js';

const blank: ScheduledClosingValue = {
  startDatetime: '',
  endDatetime: '',
  reason: '',
  dispatchMethod: 'both',
};

/** Removing a saved closing drops it from the list; the PATCH then sends it with `_destroy`. */
export function ScheduledClosingsFields({ form }: { form: StoreFieldsForm<'scheduledClosingTimes'> }) {
  const { t } = useTranslation('storeForm');
  const { timeZone } = useTenant();
  const list = form.values.scheduledClosingTimes;
  const setList = (next: ScheduledClosingValue[]) => form.setValue('scheduledClosingTimes', next);
  const today = formatDateTime(new Date(), timeZone).slice(0, 10);

  return (
    <FormSection title={t('sections.closings')} description={t('fields.timeZoneHint', { zone: timeZone })}>
      {list.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('fields.noClosings')}
        </Text>
      )}
      {list.map((closing, index) => (
        <ScheduledClosingRow
          key={closing.id ?? `new-${index}`}
          value={closing}
          index={index}
          timeZone={timeZone}
          minDate={today}
          errors={form.errors}
          onChange={(next) => setList(list.map((c, i) => (i === index ? next : c)))}
          onRemove={() => setList(list.filter((_, i) => i !== index))}
        />
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setList([...list, blank])}
        >
          {t('fields.addClosing')}
        </Button>
      </Group>
    </FormSection>
  );
}
