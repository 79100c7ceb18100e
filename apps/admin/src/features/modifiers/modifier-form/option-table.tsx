import { arrayMove } from '@dnd-kit/sortable';
import { ActionIcon, Button, Group, Paper, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../shared/ui/form-page/index.js';
import { MoneyInput } from '../../../shared/ui/money-input.js';
import { DragHandle, SortableList, SortableRow } from '../../../shared/ui/sortable/index.js';
import { newOption, type OptionValue } from './modifier-form-values.js';

interface OptionTableProps {
  rows: OptionValue[];
  errors: FieldErrors;
  readOnly: boolean;
  onChange(rows: OptionValue[]): void;
}

/**
 * The options of a modifier, edited in place: a name and a price variation per row, dragged (or
 * moved from the keyboard) into the order customers see; a removed saved option is deleted on save.
 */
export function OptionTable({ rows, errors, readOnly, onChange }: OptionTableProps) {
  const { t } = useTranslation('modifiers');
  const change = (key: string, patch: Partial<OptionValue>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const nameOf = (key: string) => rows.find((row) => row.key === key)?.name || t('options.unnamed');
  const label = (row: OptionValue, index: number) => row.name || t('options.numbered', { n: index + 1 });

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <div>
          <Text fw={600}>{t('options.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('options.hint')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('options.sharedHint')}
          </Text>
        </div>
        {!readOnly && (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => onChange([...rows, newOption()])}
          >
            {t('options.add')}
          </Button>
        )}
      </Group>
      {errors.children && (
        <Text c="red" size="sm" role="alert" mb="sm">
          {errors.children}
        </Text>
      )}
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {t('options.none')}
        </Text>
      ) : (
        <SortableList
          ids={rows.map((row) => row.key)}
          nameOf={nameOf}
          onMove={(from, to) => onChange(arrayMove(rows, from, to))}
        >
          <Table verticalSpacing="xs" aria-label={t('options.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={44}>
                  <VisuallyHidden>{t('columns.order')}</VisuallyHidden>
                </Table.Th>
                <Table.Th>{t('options.name')}</Table.Th>
                <Table.Th w={200}>{t('options.price')}</Table.Th>
                <Table.Th w={56}>
                  <VisuallyHidden>{t('options.remove')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <SortableRow key={row.key} sortId={row.key} data-testid="option-row">
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <DragHandle label={t('options.move', { name: label(row, index) })} disabled={readOnly} />
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <TextInput
                      aria-label={t('options.nameOf', { n: index + 1 })}
                      placeholder={t('options.namePlaceholder')}
                      value={row.name}
                      onChange={(event) => change(row.key, { name: event.currentTarget.value })}
                      error={errors[`children.${index}.name`] ?? errors[`children.${index}.childModifierId`]}
                    />
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <MoneyInput
                      aria-label={t('options.priceOf', { n: index + 1 })}
                      min={undefined}
                      allowNegative
                      value={row.price}
                      onChange={(value) => change(row.key, { price: value === '' ? '' : Number(value) })}
                      error={errors[`children.${index}.price`]}
                    />
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    {!readOnly && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('options.removeOne', { name: label(row, index) })}
                        onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    )}
                  </Table.Td>
                </SortableRow>
              ))}
            </Table.Tbody>
          </Table>
        </SortableList>
      )}
    </Paper>
  );
}
