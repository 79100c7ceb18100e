export { DragHandle } from './drag-handle.js';
export { type SortableMessages, SortableTableBody } from './sortable-table-body.js';
