import { Checkbox, Table, Text, VisuallyHidden } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Policy } from '../api.js';
import {
  columnState,
  everythingState,
  type Grants,
  isTicked,
  matrixColumns,
  offers,
  rowState,
  setCell,
  setColumn,
  setEverything,
  setRow,
  type TickState,
} from './grants.js';
import { type MatrixCell, nextCell } from './matrix-keys.js';

interface PolicyMatrixProps {
  policies: readonly Policy[];
  grants: Grants;
  onChange(next: Grants): void;
  /** The id of the text that says how to use it from the keyboard. */
  describedBy: string;
}

const CELL = 'input[data-matrix-row]';

const cellOf = (input: HTMLElement): MatrixCell => ({
  row: Number(input.dataset.matrixRow),
  col: Number(input.dataset.matrixCol),
});

/** Arrow keys, Home and End move between the checkboxes as in a grid; Space ticks (the browser's). */
function moveFocus(event: KeyboardEvent<HTMLTableElement>) {
  const from = event.target as HTMLElement;
  if (!from.matches(CELL)) return;
  const inputs = [...event.currentTarget.querySelectorAll<HTMLInputElement>(CELL)].filter((i) => !i.disabled);
  const to = nextCell(inputs.map(cellOf), cellOf(from), event.key);
  if (!to) return;
  event.preventDefault();
  inputs
    .find((input) => input.dataset.matrixRow === String(to.row) && input.dataset.matrixCol === String(to.col))
    ?.focus();
}

const tick = (state: TickState) => ({ checked: state === 'all', indeterminate: state === 'some' });
const place = (row: number, col: number) => ({ 'data-matrix-row': row, 'data-matrix-col': col });
const stickyFirst = {
  paddingInline: 6,
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
} as const;

/**
 * Rows are the policy areas of `GET /policies`, columns the actions of spec part 2 §6; only what
 * an area offers is a checkbox. "Todo" ticks a row, the first row ticks a column, and the corner
 * ticks everything.
 */
export function PolicyMatrix({ policies, grants, onChange, describedBy }: PolicyMatrixProps) {
  const { t } = useTranslation('roles');
  const columns = matrixColumns(policies);
  const area = (policy: Policy) => t(`areas.${policy.key}`, { defaultValue: policy.name });
  const action = (key: string) => t(`actionLabels.${key}`, { defaultValue: key });

  return (
    <Table.ScrollContainer minWidth={780}>
      <Table
        aria-label={t('matrix.label')}
        aria-describedby={describedBy}
        onKeyDown={moveFocus}
        withColumnBorders
        highlightOnHover
        verticalSpacing={6}
        horizontalSpacing={3}
        data-testid="policy-matrix"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" style={stickyFirst}>
              {t('matrix.area')}
            </Table.Th>
            <Table.Th scope="col" ta="center">
              <Text fz={11} fw={700}>
                {t('matrix.all')}
              </Text>
            </Table.Th>
            {columns.map((key) => (
              <Table.Th key={key} scope="col" ta="center" style={{ verticalAlign: 'bottom' }}>
                <Text fz={11} fw={700} lh={1.2}>
                  {action(key)}
                </Text>
              </Table.Th>
            ))}
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row" style={stickyFirst}>
              <Text size="sm" c="dimmed">
                {t('matrix.allAreas')}
              </Text>
            </Table.Th>
            <Table.Td ta="center">
              <Checkbox
                aria-label={t('matrix.everything')}
                {...tick(everythingState(grants, policies))}
                onChange={(event) => onChange(setEverything(policies, event.currentTarget.checked))}
                styles={{ body: { justifyContent: 'center' } }}
                {...place(0, 0)}
              />
            </Table.Td>
            {columns.map((key, col) => (
              <Table.Td key={key} ta="center">
                <Checkbox
                  aria-label={t('matrix.column', { action: action(key) })}
                  {...tick(columnState(grants, policies, key))}
                  onChange={(event) =>
                    onChange(setColumn(grants, policies, key, event.currentTarget.checked))
                  }
                  styles={{ body: { justifyContent: 'center' } }}
                  {...place(0, col + 1)}
                />
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {policies.map((policy, index) => (
            <Table.Tr key={policy.id}>
              <Table.Th scope="row" style={stickyFirst}>
                <Text size="sm" fw={500}>
                  {area(policy)}
                </Text>
              </Table.Th>
              <Table.Td ta="center">
                <Checkbox
                  aria-label={t('matrix.row', { area: area(policy) })}
                  {...tick(rowState(grants, policy))}
                  onChange={(event) => onChange(setRow(grants, policy, event.currentTarget.checked))}
                  styles={{ body: { justifyContent: 'center' } }}
                  {...place(index + 1, 0)}
                />
              </Table.Td>
              {columns.map((key, col) => (
                <Table.Td key={key} ta="center">
                  {offers(policy, key) ? (
                    <Checkbox
                      aria-label={t('matrix.cell', { area: area(policy), action: action(key) })}
                      checked={isTicked(grants, policy, key)}
                      onChange={(event) =>
                        onChange(setCell(grants, policy, key, event.currentTarget.checked))
                      }
                      styles={{ body: { justifyContent: 'center' } }}
                      {...place(index + 1, col + 1)}
                    />
                  ) : (
                    <>
                      <Text size="xs" c="dimmed" aria-hidden>
                        —
                      </Text>
                      <VisuallyHidden>{t('matrix.notOffered')}</VisuallyHidden>
                    </>
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
