import { Center, Loader, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PageMeta } from '../../http/index.js';
import type { DataTableColumn } from './column.js';
import { DataTableFooter } from './data-table-footer.js';

interface DataTableProps<Row> {
  /** Accessible name of the table. */
  label: string;
  columns: DataTableColumn<Row>[];
  rows: Row[] | undefined;
  rowKey(row: Row): string | number;
  meta: PageMeta | undefined;
  loading: boolean;
  emptyText?: string;
  onPageChange(page: number): void;
}

/** The shared list: server pagination, loading and empty states. Filters live in the URL (use-list-params). */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, columns, rows, rowKey, meta, loading, emptyText, onPageChange } = props;
  const { t } = useTranslation();
  const colSpan = columns.length;

  const body = () => {
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
            <Text ta="center" py="xl" c="gray.7" data-testid="data-table-empty">
              {emptyText ?? t('common:table.empty')}
            </Text>
          </Table.Td>
        </Table.Tr>
      );
    }
    return rows.map((row) => (
      <Table.Tr key={rowKey(row)}>
        {columns.map((column) => (
          <Table.Td key={column.key}>{column.render(row)}</Table.Td>
        ))}
      </Table.Tr>
    ));
  };

  return (
    <Paper withBorder radius="md">
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
              {columns.map((column) => (
                <Table.Th key={column.key} w={column.width} scope="col">
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body()}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {meta && meta.totalCount > 0 && <DataTableFooter meta={meta} onPageChange={onPageChange} />}
    </Paper>
  );
}
