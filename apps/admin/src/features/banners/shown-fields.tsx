import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { Group, Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import {
  bannerCategories,
  bannerDispatchMethods,
  bannerLimits,
  type Weekday,
  weekdays,
} from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { WeekdayChips } from '../../shared/ui/weekday-chips.js';

/** What a banner and a pop-up share, with the wire's field names and values. */
export interface ShownValues {
  name: string;
  active: boolean;
  url: string | null;
  category: (typeof bannerCategories)[number];
  dispatch_method: (typeof bannerDispatchMethods)[number];
  availability: Weekday[];
  description: string | null;
  /** `YYYY-MM-DDTHH:mm`, the tenant's wall clock, or none. */
  start_date: string | null;
  end_date: string | null;
}

export const shownFieldNames = [
  'name',
  'active',
  'url',
  'category',
  'dispatch_method',
  'availability',
  'description',
  'start_date',
  'end_date',
] as const;
export type ShownField = (typeof shownFieldNames)[number];

export function newShownValues(): ShownValues {
  return {
    name: '',
    active: true,
    url: null,
    category: 'home',
    dispatch_method: 'both',
    availability: [...weekdays],
    description: null,
    start_date: null,
    end_date: null,
  };
}

export function shownValuesOf(record: {
  name: string;
  active: boolean;
  url: string | null;
  category: ShownValues['category'];
  dispatchMethod: ShownValues['dispatch_method'];
  availability: Weekday[];
  description: string | null;
  startDate: string | null;
  endDate: string | null;
}): ShownValues {
  return {
    name: record.name,
    active: record.active,
    url: record.url,
    category: record.category,
    dispatch_method: record.dispatchMethod,
    availability: record.availability,
    description: record.description,
    start_date: record.startDate,
    end_date: record.endDate,
  };
}

/** The picker's `YYYY-MM-DD HH:mm:ss` and the spec's `YYYY-MM-DDTHH:mm`, both the tenant's wall clock. */
const toPicker = (wallClock: string | null) => (wallClock ? `${wallClock.replace('T', ' ')}:00` : null);
const fromPicker = (value: string | null) => (value ? value.slice(0, 16).replace(' ', 'T') : null);

interface ShownFieldsProps {
  values: ShownValues;
  onChange(changes: Partial<ShownValues>, field: ShownField): void;
  errors: Partial<Record<string, string>>;
}

/** Name, link, section, dispatch method, days, dates, description and the switch: the banners' and pop-ups' common fields. */
export function ShownFields({ values, onChange, errors }: ShownFieldsProps) {
  const { t } = useTranslation('banners');
  return (
    <>
      <TextInput
        label={t('form.name')}
        description={t('form.nameHint')}
        value={values.name}
        onChange={(e) => onChange({ name: e.currentTarget.value }, 'name')}
        error={errors.name}
        maxLength={bannerLimits.nameMax}
        required
        data-autofocus
      />
      <TextInput
        label={t('form.url')}
        description={t('form.urlHint')}
        value={values.url ?? ''}
        onChange={(e) => onChange({ url: e.currentTarget.value || null }, 'url')}
        error={errors.url}
        maxLength={bannerLimits.urlMax}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('form.category')}
          data={bannerCategories.map((value) => ({ value, label: t(`categories.${value}`) }))}
          value={values.category}
          onChange={(value) => value && onChange({ category: value as ShownValues['category'] }, 'category')}
          error={errors.category}
          allowDeselect={false}
        />
        <Select
          label={t('form.dispatchMethod')}
          data={bannerDispatchMethods.map((value) => ({ value, label: t(`dispatch.${value}`) }))}
          value={values.dispatch_method}
          onChange={(value) =>
            value && onChange({ dispatch_method: value as ShownValues['dispatch_method'] }, 'dispatch_method')
          }
          error={errors.dispatch_method}
          allowDeselect={false}
        />
      </SimpleGrid>
      <WeekdayChips
        label={t('form.availability')}
        value={values.availability}
        onChange={(days) => onChange({ availability: days }, 'availability')}
        dayLabel={(day) => t(`weekdays.${day}`)}
        error={errors.availability}
      />
      <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>
        <Group grow align="flex-start">
          <DateTimePicker
            label={t('form.start')}
            description={t('form.datesHint')}
            value={toPicker(values.start_date)}
            onChange={(value) => onChange({ start_date: fromPicker(value) }, 'start_date')}
            valueFormat="DD-MM-YYYY HH:mm"
            error={errors.start_date}
            clearable
          />
          <DateTimePicker
            label={t('form.end')}
            description={t('form.datesHint')}
            value={toPicker(values.end_date)}
            onChange={(value) => onChange({ end_date: fromPicker(value) }, 'end_date')}
            valueFormat="DD-MM-YYYY HH:mm"
            error={errors.end_date}
            clearable
          />
        </Group>
      </DatesProvider>
      <Textarea
        label={t('form.description')}
        value={values.description ?? ''}
        onChange={(e) => onChange({ description: e.currentTarget.value || null }, 'description')}
        error={errors.description}
        maxLength={bannerLimits.descriptionMax}
        autosize
        minRows={2}
      />
      <Switch
        label={t('form.active')}
        description={t('form.activeHint')}
        checked={values.active}
        onChange={(e) => onChange({ active: e.currentTarget.checked }, 'active')}
      />
    </>
  );
}
