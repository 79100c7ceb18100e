import { Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/ui/form-section.js';
import type { StoreFieldsForm } from '../store-form/field-props.js';
import type { ExceptionalWaitTimeValue } from '../store-form/store-form-values.js';
import { ExceptionalWaitTimeRow } from './exceptional-wait-time-row.js';

const blank = (kind: ExceptionalWaitTimeValue['kind']): ExceptionalWaitTimeValue => ({
  kind,
  day: kind === 'periodic' ? 'friday' : null,
  startDate: null,
  endDate: null,
  startTime: '19:00',
  endTime: '22:00',
  deliveryWaitTime: '',
  pickUpWaitTime: '',
});

/** Spec part 1 §2 "exceptions (periodic or specific)": other wait times at busy hours. */
export function ExceptionalWaitTimesFields({ form }: { form: StoreFieldsForm<'exceptionalWaitTimes'> }) {
  const { t } = useTranslation('storeForm');
  const list = form.values.exceptionalWaitTimes;
  const setList = (next: ExceptionalWaitTimeValue[]) => form.setValue('exceptionalWaitTimes', next);

  return (
    <FormSection title={t('sections.exceptions')}>
      {list.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('fields.noExceptions')}
        </Text>
      )}
      {list.map((item, index) => (
        <ExceptionalWaitTimeRow
          key={item.id ?? `new-${index}`}
          value={item}
          index={index}
          errors={form.errors}
          onChange={(next) => setList(list.map((w, i) => (i === index ? next : w)))}
          onRemove={() => setList(list.filter((_, i) => i !== index))}
        />
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setList([...list, blank('periodic')])}
        >
          {t('fields.addPeriodic')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setList([...list, blank('specific')])}
        >
          {t('fields.addSpecific')}
        </Button>
      </Group>
    </FormSection>
  );
}
