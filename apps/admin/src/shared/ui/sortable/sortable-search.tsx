import { Group, Text } from '@mantine/core';
import { SearchBox } from '../data-table/index.js';

interface SortableSearchProps {
  label: string;
  placeholder: string;
  value: string;
  onCommit(value: string): void;
  /** Said while a search is on and the user could reorder: a filtered list cannot say where a row goes. */
  searchingHint: string;
  canReorder: boolean;
}

/** The search box of a list ordered by dragging, saying why dragging is off while it filters. */
export function SortableSearch({
  label,
  placeholder,
  value,
  onCommit,
  searchingHint,
  canReorder,
}: SortableSearchProps) {
  return (
    <Group align="flex-end" justify="space-between">
      <SearchBox label={label} placeholder={placeholder} value={value} onCommit={onCommit} w={300} />
      {canReorder && value && (
        <Text size="sm" c="dimmed">
          {searchingHint}
        </Text>
      )}
    </Group>
  );
}
