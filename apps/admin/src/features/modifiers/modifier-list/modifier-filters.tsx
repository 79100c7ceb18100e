import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../shared/ui/data-table/index.js';

export interface ModifierFilterValues {
  query: string;
  /** '' (all), 'parent' or 'child'. */
  type: string;
}

interface ModifierFiltersProps {
  values: ModifierFilterValues;
  onChange(name: keyof ModifierFilterValues, value: string): void;
}

/** Search by name (into the URL after a pause in typing) and the kind of modifier. */
export function ModifierFilters({ values, onChange }: ModifierFiltersProps) {
  const { t } = useTranslation('modifiers');
  return (
    <Group align="flex-end">
      <SearchBox
        label={t('filters.query')}
        placeholder={t('filters.queryPlaceholder')}
        value={values.query}
        onCommit={(value) => onChange('query', value)}
        w={280}
      />
      <Select
        label={t('filters.type')}
        data={[
          { value: '', label: t('filters.anyType') },
          { value: 'parent', label: t('filters.parents') },
          { value: 'child', label: t('filters.children') },
        ]}
        value={values.type}
        onChange={(value) => onChange('type', value ?? '')}
        allowDeselect={false}
        w={240}
      />
    </Group>
  );
}
