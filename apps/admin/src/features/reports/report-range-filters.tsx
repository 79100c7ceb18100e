import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StoreOption } from '../stores/api.js';
import { type RangePreset, rangeOf, rangePresets } from './date-range.js';

interface ReportRangeFiltersProps {
  range: { from: string; to: string; storeId: string };
  today: string;
  preset: RangePreset | undefined;
  /** The stores the user may see; null without access to stores (no store filter then). */
  stores: StoreOption[] | null;
  onChange(changes: Partial<{ from: string; to: string; storeId: string }>): void;
}

/** A report's period (a preset or two days of the tenant) and store, as the reports share them. */
export function ReportRangeFilters({ range, today, preset, stores, onChange }: ReportRangeFiltersProps) {
  const { t } = useTranslation('reports');
  const date = (name: 'from' | 'to') => (
    <TextInput
      type="date"
      label={t(`range.${name}`)}
      value={range[name]}
      max={name === 'from' ? range.to : today}
      min={name === 'to' ? range.from : undefined}
      onChange={(event) => event.currentTarget.value && onChange({ [name]: event.currentTarget.value })}
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
        <Select
          label={t('range.store')}
          data={[
            { value: '', label: t('range.anyStore') },
            ...stores.map((store) => ({ value: String(store.id), label: store.name })),
          ]}
          value={range.storeId}
          onChange={(value) => onChange({ storeId: value ?? '' })}
          allowDeselect={false}
          searchable
          w={220}
        />
      )}
    </Group>
  );
}
