import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { DataTableBody, type DataTableBodyProps } from '../data-table/index.js';
import { SortableTableRow } from './sortable-table-row.js';

type Key = string | number;

export interface SortableMessages {
  /** Read by screen readers when a handle is focused. */
  instructions: string;
  announcements: Announcements;
}

interface SortableTableBodyProps<Row> extends DataTableBodyProps<Row> {
  /** The rows' keys in their new order, after a drop that moved something. */
  onReorder(keys: Key[]): void;
  /** Nothing moves (a filtered list, a read-only user); handles show as disabled. */
  disabled?: boolean;
  messages: SortableMessages;
}

/**
 * DataTable rows reordered by dragging a row's DragHandle, with the mouse or the keyboard. Pass it
 * as DataTable's `body`; put a DragHandle in one of the columns.
 */
export function SortableTableBody<Row>(props: SortableTableBodyProps<Row>) {
  const {
    rows,
    rowKey,
    columns,
    selection,
    selected,
    onToggle,
    onReorder,
    disabled = false,
    messages,
  } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  if (!rows || rows.length === 0) return <DataTableBody {...props} />;
  const keys = rows.map(rowKey);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = keys.indexOf(active.id);
    const to = keys.indexOf(over.id);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(keys, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        // Its hidden texts are divs: outside the table's tbody, where they would be invalid.
        container: document.body,
        announcements: messages.announcements,
        screenReaderInstructions: { draggable: messages.instructions },
      }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy} disabled={disabled}>
        {rows.map((row, index) => (
          <SortableTableRow
            key={keys[index]}
            id={keys[index] as Key}
            row={row}
            columns={columns}
            selection={selection}
            selected={selected.includes(keys[index] as Key)}
            disabled={disabled}
            onToggle={() => onToggle(keys[index] as Key)}
          />
        ))}
      </SortableContext>
    </DndContext>
  );
}
