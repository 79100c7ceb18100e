export type { DataTableColumn, DataTableSelection } from './column.js';
export { DataTable } from './data-table.js';
export { DataTableBody, type DataTableBodyProps, DataTableCells } from './data-table-body.js';
export { DataTableFooter } from './data-table-footer.js';
export { DESCRIPTION_LIMIT, DescriptionCell } from './description-cell.js';
export { QueriedDataTable } from './queried-data-table.js';
export { RowActionsMenu } from './row-actions-menu.js';
export { SearchBox } from './search-box.js';
export { type ListParams, useListParams } from './use-list-params.js';
