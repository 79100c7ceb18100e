import { arrayMove } from '@dnd-kit/sortable';
import { DataTableBody, type DataTableBodyProps, DataTableCells } from '../data-table/index.js';
import { SortableList } from './sortable-list.js';
import { SortableRow } from './sortable-row.js';

type Key = string | number;

interface SortableTableBodyProps<Row> extends DataTableBodyProps<Row> {
  /** The rows' keys in their new order, after a drop that moved something. */
  onReorder(keys: Key[]): void;
  /** Nothing moves (a filtered list, a read-only user); handles show as disabled. */
  disabled?: boolean;
  /** A row in words, for what a screen reader hears while it moves. */
  nameOf(row: Row): string;
}

/**
 * DataTable rows reordered by dragging a row's DragHandle, with the mouse or the keyboard. Pass it
 * as DataTable's `body`; put a DragHandle in one of the columns.
 */
export function SortableTableBody<Row>(props: SortableTableBodyProps<Row>) {
  const { rows, rowKey, columns, selection, selected, onToggle, onReorder, disabled = false, nameOf } = props;
  if (!rows || rows.length === 0) return <DataTableBody {...props} />;
  const keys = rows.map(rowKey);
  const nameOfKey = (key: Key) => {
    const row = rows[keys.indexOf(key)];
    return row === undefined ? String(key) : nameOf(row);
  };

  return (
    <SortableList
      ids={keys}
      nameOf={nameOfKey}
      onMove={(from, to) => onReorder(arrayMove(keys, from, to))}
      disabled={disabled}
    >
      {rows.map((row, index) => {
        const key = keys[index] as Key;
        const isSelected = selected.includes(key);
        return (
          <SortableRow
            key={key}
            sortId={key}
            disabled={disabled}
            bg={isSelected ? 'var(--mantine-color-blue-light)' : undefined}
          >
            <DataTableCells
              row={row}
              columns={columns}
              selection={selection}
              selected={isSelected}
              onToggle={() => onToggle(key)}
            />
          </SortableRow>
        );
      })}
    </SortableList>
  );
}
