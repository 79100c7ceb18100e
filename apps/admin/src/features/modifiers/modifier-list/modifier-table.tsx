import { arrayMove } from '@dnd-kit/sortable';
import { Center, Checkbox, Loader, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageMeta } from '../../../shared/http/index.js';
import { DataTableFooter } from '../../../shared/ui/data-table/index.js';
import { SelectionBar } from '../../../shared/ui/data-table/selection-bar.js';
import { useRowSelection } from '../../../shared/ui/data-table/use-row-selection.js';
import { DragHandle, SortableList, SortableRow } from '../../../shared/ui/sortable/index.js';
import type { Modifier } from '../api.js';
import { useModifierColumns } from './use-modifier-columns.js';

interface ModifierTableProps {
  rows: Modifier[] | undefined;
  meta: PageMeta | undefined;
  loading: boolean;
  emptyText: string;
  onPageChange(page: number): void;
  /** Row actions (edit, clone, delete) of one modifier. */
  actions(modifier: Modifier): ReactNode;
  /** Drag and drop; absent for users who may not update. */
  onReorder?(ids: number[]): void;
  /** Delete-all of the ticked rows (after the confirmation); absent without the delete action. */
  onDeleteSelected?(ids: number[]): Promise<void>;
}

/**
 * The modifiers list: the shared table's selection bar and footer, plus a drag handle per row
 * (the shared DataTable has no sortable rows yet).
 */
export function ModifierTable(props: ModifierTableProps) {
  const { rows, meta, loading, emptyText, onPageChange, actions, onReorder, onDeleteSelected } = props;
  const { t } = useTranslation('modifiers');
  const columns = useModifierColumns();
  const ids = (rows ?? []).map((row) => row.id);
  const selection = useRowSelection(ids);
  const selectable = onDeleteSelected !== undefined;
  const colSpan = columns.length + 2 + (selectable ? 1 : 0);
  const nameOf = (id: number) => rows?.find((row) => row.id === id)?.name ?? '';

  const deleteSelected = onDeleteSelected
    ? async () => {
        await onDeleteSelected(selection.selected.map(Number));
        selection.clear();
      }
    : undefined;

  const body = () => {
    if (loading && !rows)
      return (
        <Table.Tr>
          <Table.Td colSpan={colSpan}>
            <Center py="xl" role="status" aria-label={t('common:table.loading')}>
              <Loader size="sm" />
            </Center>
          </Table.Td>
        </Table.Tr>
      );
    if (!rows || rows.length === 0)
      return (
        <Table.Tr>
          <Table.Td colSpan={colSpan}>
            <Text ta="center" py="xl" c="dimmed" data-testid="data-table-empty">
              {emptyText}
            </Text>
          </Table.Td>
        </Table.Tr>
      );
    return rows.map((row) => {
      const isSelected = selection.selected.includes(row.id);
      return (
        <SortableRow
          key={row.id}
          sortId={row.id}
          bg={isSelected ? 'var(--mantine-color-blue-light)' : undefined}
        >
          <Table.Td w={44}>
            <DragHandle label={t('list.move', { name: row.name })} disabled={!onReorder} />
          </Table.Td>
          {selectable && (
            <Table.Td w={40}>
              <Checkbox
                aria-label={t('list.select', { name: row.name })}
                checked={isSelected}
                onChange={() => selection.toggle(row.id)}
              />
            </Table.Td>
          )}
          {columns.map((column) => (
            <Table.Td key={column.key}>{column.render(row)}</Table.Td>
          ))}
          <Table.Td w={72}>{actions(row)}</Table.Td>
        </SortableRow>
      );
    });
  };

  return (
    <Paper withBorder radius="md">
      {selectable && <SelectionBar count={selection.selected.length} onDelete={deleteSelected} />}
      <Table.ScrollContainer minWidth={640}>
        <SortableList ids={ids} nameOf={nameOf} onMove={(from, to) => onReorder?.(arrayMove(ids, from, to))}>
          <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={t('title')} aria-busy={loading}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={44} scope="col">
                  <VisuallyHidden>{t('columns.order')}</VisuallyHidden>
                </Table.Th>
                {selectable && (
                  <Table.Th w={40} scope="col">
                    <Checkbox
                      aria-label={t('common:table.selectAll')}
                      checked={selection.allSelected}
                      indeterminate={selection.someSelected}
                      disabled={ids.length === 0}
                      onChange={selection.toggleAll}
                    />
                  </Table.Th>
                )}
                {columns.map((column) => (
                  <Table.Th key={column.key} w={column.width} scope="col">
                    {column.header}
                  </Table.Th>
                ))}
                <Table.Th w={72} scope="col">
                  {t('columns.actions')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{body()}</Table.Tbody>
          </Table>
        </SortableList>
      </Table.ScrollContainer>
      {meta && meta.totalCount > 0 && <DataTableFooter meta={meta} onPageChange={onPageChange} />}
    </Paper>
  );
}
