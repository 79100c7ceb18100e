import { Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const TYPING_PAUSE_MS = 300;

interface StoreFiltersProps {
  name: string;
  onNameChange(name: string): void;
}

export function StoreFilters({ name, onNameChange }: StoreFiltersProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(name);
  const commit = useDebouncedCallback((value: string) => onNameChange(value.trim()), TYPING_PAUSE_MS);

  // Back/forward or a shared link changes the URL: the box follows it.
  useEffect(() => setDraft(name), [name]);

  return (
    <Group>
      <TextInput
        label={t('stores:filters.name')}
        placeholder={t('stores:filters.namePlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={draft}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          commit(event.currentTarget.value);
        }}
        w={320}
      />
    </Group>
  );
}
