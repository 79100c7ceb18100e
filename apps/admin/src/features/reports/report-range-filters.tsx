import { Group, MultiSelect, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/permissions/index.js';
import { DayInput } from '../../shared/ui/dates/day-input.js';
import { useStoreOptions } from '../stores/api.js';
import { type RangePreset, rangeOf, rangePresets } from './date-range.js';

interface ReportRangeFiltersProps {
  range: { from: string; to: string; storeIds: number[] };
  today: string;
  preset: RangePreset | undefined;
  onChange(changes: Partial<{ from: string; to: string; storeIds: string }>): void;
}

/**
 * A report's period (a preset or two days of the tenant) and stores, as the reports share them; no
 * store filter for a user without access to the stores.
 */
export function ReportRangeFilters({ range, today, preset, onChange }: ReportRangeFiltersProps) {
  const { t } = useTranslation('reports');
  const can = useCan();
  const stores = useStoreOptions(can({ policy: 'stores', action: 'show' })).data?.data;
  const date = (name: 'from' | 'to') => (
    <DayInput
      label={t(`range.${name}`)}
      value={range[name]}
      maxDate={name === 'from' ? range.to : today}
      minDate={name === 'to' ? range.from : undefined}
      onChange={(day) => day && onChange({ [name]: day })}
      required
      w={160}
    />
  );
  return (
    <Group align="flex-end" gap="sm">
      <Select
        label={t('range.period')}
        data={[
          ...rangePresets.map((value) => ({ value, label: t(`range.presets.${value}`) })),
          { value: 'custom', label: t('range.presets.custom'), disabled: true },
        ]}
        value={preset ?? 'custom'}
        onChange={(value) => value && value !== 'custom' && onChange(rangeOf(value as RangePreset, today))}
        allowDeselect={false}
        w={190}
      />
      {date('from')}
      {date('to')}
      {stores && (
        <MultiSelect
          label={t('range.stores')}
          placeholder={range.storeIds.length === 0 ? t('range.anyStore') : undefined}
          data={stores.map((store) => ({ value: String(store.id), label: store.name }))}
          value={range.storeIds.map(String)}
          onChange={(values) => onChange({ storeIds: values.join(',') })}
          searchable
          clearable
          maxDropdownHeight={280}
          w={260}
        />
      )}
    </Group>
  );
}
