import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

const TYPING_PAUSE_MS = 300;

interface SearchBoxProps {
  label: string;
  placeholder: string;
  /** The committed text, as in the URL. */
  value: string;
  /** The trimmed text, once typing pauses. */
  onCommit(value: string): void;
  w?: number;
}

/** A list's text filter: it waits for a pause in typing before it changes the URL. */
export function SearchBox({ label, placeholder, value, onCommit, w = 260 }: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  const commit = useDebouncedCallback((next: string) => onCommit(next.trim()), TYPING_PAUSE_MS);
  // Back/forward or a shared link changes the URL: the box follows it.
  useEffect(() => setDraft(value), [value]);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={draft}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      w={w}
    />
  );
}
