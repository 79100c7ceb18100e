export { DragHandle } from './drag-handle.js';
export { reorderedPositions, reorderedRows } from './reorder-positions.js';
export { SortableHandleContext } from './sortable-handle-context.js';
export { SortableList } from './sortable-list.js';
export { SortableRow } from './sortable-row.js';
export { SortableSearch } from './sortable-search.js';
export { SortableTableBody } from './sortable-table-body.js';
export { useOptimisticReorder } from './use-optimistic-reorder.js';
export { useSortableItem } from './use-sortable-item.js';
