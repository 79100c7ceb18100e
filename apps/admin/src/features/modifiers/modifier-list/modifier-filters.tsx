import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const TYPING_PAUSE_MS = 300;

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
  const [draft, setDraft] = useState(values.query);
  const commit = useDebouncedCallback((value: string) => onChange('query', value.trim()), TYPING_PAUSE_MS);
  // Back/forward or a shared link changes the URL: the box follows it.
  useEffect(() => setDraft(values.query), [values.query]);
  return (
    <Group align="flex-end">
      <TextInput
        label={t('filters.query')}
        placeholder={t('filters.queryPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={draft}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          commit(event.currentTarget.value);
        }}
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
