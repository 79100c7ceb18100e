import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const TYPING_PAUSE_MS = 300;

/** The name search: it waits for a pause in typing before it changes the URL. */
export function ProductSearch({ value, onCommit }: { value: string; onCommit(value: string): void }) {
  const { t } = useTranslation('products');
  const [draft, setDraft] = useState(value);
  const commit = useDebouncedCallback((next: string) => onCommit(next.trim()), TYPING_PAUSE_MS);
  // Back/forward or a shared link changes the URL: the box follows it.
  useEffect(() => setDraft(value), [value]);
  return (
    <TextInput
      label={t('search')}
      placeholder={t('searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={draft}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      w={300}
    />
  );
}
