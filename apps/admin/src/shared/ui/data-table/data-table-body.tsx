import { Center, Checkbox, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn, DataTableSelection } from './column.js';
import type { RowKey } from './use-row-selection.js';

export interface DataTableBodyProps<Row> {
  columns: DataTableColumn<Row>[];
  rows: Row[] | undefined;
  rowKey(row: Row): RowKey;
  loading: boolean;
  emptyText?: string | undefined;
  selection?: DataTableSelection<Row> | undefined;
  selected: RowKey[];
  onToggle(key: RowKey): void;
}

export function DataTableBody<Row>(props: DataTableBodyProps<Row>) {
  const { columns, rows, rowKey, loading, emptyText, selection, selected, onToggle } = props;
  const { t } = useTranslation();
  const colSpan = columns.length + (selection ? 1 : 0);

  if (loading && !rows) {
    return (
      <Table.Tr>
        <Table.Td colSpan={colSpan}>
          <Center py="xl" role="status" aria-label={t('common:table.loading')}>
            <Loader size="sm" />
          </Center>
        </Table.Td>
      </Table.Tr>
    );
  }
  if (!rows || rows.length === 0) {
    return (
      <Table.Tr>
        <Table.Td colSpan={colSpan}>
          <Text ta="center" py="xl" c="dimmed" data-testid="data-table-empty">
            {emptyText ?? t('common:table.empty')}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  }
  return rows.map((row) => {
    const key = rowKey(row);
    const isSelected = selected.includes(key);
    return (
      <Table.Tr key={key} bg={isSelected ? 'var(--mantine-color-blue-light)' : undefined}>
        <DataTableCells
          row={row}
          columns={columns}
          selection={selection}
          selected={isSelected}
          onToggle={() => onToggle(key)}
        />
      </Table.Tr>
    );
  });
}

interface DataTableCellsProps<Row> {
  row: Row;
  columns: DataTableColumn<Row>[];
  selection: DataTableSelection<Row> | undefined;
  selected: boolean;
  onToggle(): void;
}

/** One row's cells: its checkbox when rows are selectable, then a cell per column. */
export function DataTableCells<Row>({
  row,
  columns,
  selection,
  selected,
  onToggle,
}: DataTableCellsProps<Row>) {
  return (
    <>
      {selection && (
        <Table.Td w={40}>
          <Checkbox aria-label={selection.rowLabel(row)} checked={selected} onChange={onToggle} />
        </Table.Td>
      )}
      {columns.map((column) => (
        <Table.Td key={column.key}>{column.render(row)}</Table.Td>
      ))}
    </>
  );
}
