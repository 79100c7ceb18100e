export type { DataTableColumn } from './column.js';
export { DataTable } from './data-table.js';
export { type ListParams, useListParams } from './use-list-params.js';
