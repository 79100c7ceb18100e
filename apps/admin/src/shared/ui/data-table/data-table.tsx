import { Checkbox, Paper, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageMeta } from '../../http/index.js';
import type { DataTableColumn, DataTableSelection } from './column.js';
import { DataTableBody, type DataTableBodyProps } from './data-table-body.js';
import { DataTableFooter } from './data-table-footer.js';
import { SelectionBar } from './selection-bar.js';
import { type RowKey, useRowSelection } from './use-row-selection.js';

export interface DataTableProps<Row> {
  /** Accessible name of the table. */
  label: string;
  columns: DataTableColumn<Row>[];
  rows: Row[] | undefined;
  rowKey(row: Row): RowKey;
  /** A list of pages has its meta and the page change; a short whole list has neither. */
  meta: PageMeta | undefined;
  loading: boolean;
  emptyText?: string;
  onPageChange?(page: number): void;
  /** Off unless given: checkboxes, bulk actions and "Eliminar seleccionados" (gate them with useCan). */
  selection?: DataTableSelection<Row>;
  /** Renders the rows instead of the plain body (a sortable body: shared/ui/sortable). */
  body?(props: DataTableBodyProps<Row>): ReactNode;
}

/**
 * The shared list: server pagination, loading and empty states, optional selection with
 * delete-all. Filters live in the URL (use-list-params).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, columns, rows, rowKey, meta, loading, emptyText, onPageChange, selection, body } = props;
  const { t } = useTranslation();
  const rowSelection = useRowSelection((rows ?? []).map(rowKey));

  const onDeleteSelected = selection?.onDeleteSelected;
  const deleteSelected = onDeleteSelected
    ? async () => {
        await onDeleteSelected(rowSelection.selected);
        rowSelection.clear();
      }
    : undefined;

  const bodyProps: DataTableBodyProps<Row> = {
    columns,
    rows,
    rowKey,
    loading,
    emptyText,
    selection,
    selected: rowSelection.selected,
    onToggle: rowSelection.toggle,
  };

  return (
    <Paper withBorder radius="md">
      {selection && (
        <SelectionBar count={rowSelection.selected.length} onDelete={deleteSelected}>
          {selection.actions?.(rowSelection.selected, rowSelection.clear)}
        </SelectionBar>
      )}
      <Table.ScrollContainer minWidth={480}>
        <Table
          verticalSpacing="sm"
          horizontalSpacing="md"
          highlightOnHover
          aria-label={label}
          aria-busy={loading}
        >
          <Table.Thead>
            <Table.Tr>
              {selection && (
                <Table.Th w={40} scope="col">
                  <Checkbox
                    aria-label={t('common:table.selectAll')}
                    checked={rowSelection.allSelected}
                    indeterminate={rowSelection.someSelected}
                    disabled={!rows || rows.length === 0}
                    onChange={rowSelection.toggleAll}
                  />
                </Table.Th>
              )}
              {columns.map((column) => (
                <Table.Th key={column.key} w={column.width} scope="col">
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body ? body(bodyProps) : <DataTableBody {...bodyProps} />}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {meta && meta.totalCount > 0 && onPageChange && (
        <DataTableFooter meta={meta} onPageChange={onPageChange} />
      )}
    </Paper>
  );
}
