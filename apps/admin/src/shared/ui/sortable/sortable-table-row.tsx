import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Checkbox, Table } from '@mantine/core';
import { useMemo } from 'react';
import type { DataTableColumn, DataTableSelection } from '../data-table/index.js';
import { SortableRowContext } from './sortable-row-context.js';

interface SortableTableRowProps<Row> {
  id: string | number;
  row: Row;
  columns: DataTableColumn<Row>[];
  selection: DataTableSelection<Row> | undefined;
  selected: boolean;
  disabled: boolean;
  onToggle(): void;
}

/** A DataTable row that moves: the same cells, lifted while dragged. */
export function SortableTableRow<Row>(props: SortableTableRowProps<Row>) {
  const { id, row, columns, selection, selected, disabled, onToggle } = props;
  const sortable = useSortable({ id, disabled });
  const { attributes, listeners, setActivatorNodeRef } = sortable;
  const handle = useMemo(
    () => ({ attributes, listeners, setActivatorNodeRef, disabled }),
    [attributes, listeners, setActivatorNodeRef, disabled],
  );
  const style = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    position: 'relative' as const,
    zIndex: sortable.isDragging ? 1 : undefined,
    boxShadow: sortable.isDragging ? 'var(--mantine-shadow-md)' : undefined,
    background: sortable.isDragging
      ? 'var(--mantine-color-body)'
      : selected
        ? 'var(--mantine-color-blue-light)'
        : undefined,
  };
  return (
    <SortableRowContext.Provider value={handle}>
      <Table.Tr ref={sortable.setNodeRef} style={style} data-dragging={sortable.isDragging || undefined}>
        {selection && (
          <Table.Td w={40}>
            <Checkbox aria-label={selection.rowLabel(row)} checked={selected} onChange={onToggle} />
          </Table.Td>
        )}
        {columns.map((column) => (
          <Table.Td key={column.key}>{column.render(row)}</Table.Td>
        ))}
      </Table.Tr>
    </SortableRowContext.Provider>
  );
}
