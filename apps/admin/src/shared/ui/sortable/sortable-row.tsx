import type { UniqueIdentifier } from '@dnd-kit/core';
import { Table, type TableTrProps } from '@mantine/core';
import { SortableHandleContext } from './sortable-handle-context.js';
import { useSortableItem } from './use-sortable-item.js';

interface SortableRowProps extends TableTrProps {
  sortId: UniqueIdentifier;
  disabled?: boolean;
}

/** A table row of a SortableList, lifted while dragged; a DragHandle in one of its cells moves it. */
export function SortableRow({ sortId, disabled, style, ...props }: SortableRowProps) {
  const item = useSortableItem(sortId, disabled);
  return (
    <SortableHandleContext value={item.handle}>
      <Table.Tr
        ref={item.setNodeRef}
        {...props}
        data-dragging={item.isDragging || undefined}
        style={{
          ...(style as object),
          ...item.style,
          ...(item.isDragging && { background: 'var(--mantine-color-body)' }),
        }}
      />
    </SortableHandleContext>
  );
}
