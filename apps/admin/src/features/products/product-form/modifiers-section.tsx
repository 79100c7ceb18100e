import { ActionIcon, NumberInput, Select, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NumberValue } from '../../../shared/format/number-value.js';
import { FormSection } from '../../../shared/ui/form-section.js';
import { useModifierSearch } from '../api.js';
import type { ProductForm } from './field-props.js';
import type { ProductModifierValue } from './product-form-values.js';

const TYPING_PAUSE_MS = 300;
const numberOf = (value: string | number): NumberValue => (typeof value === 'number' ? value : '');

/** The modifiers the product offers: searched among the tenant's, each with its min and max quantity. */
export function ModifiersSection({ form }: { form: ProductForm }) {
  const { t } = useTranslation('products');
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), TYPING_PAUSE_MS);
  const found = useModifierSearch(query);
  const chosen = form.values.modifiers;
  const taken = new Set(chosen.map((m) => m.modifierId));
  // Until the answer for what was typed arrives, the previous answer is narrowed here the way the
  // server matches (case-insensitive contains), so the list does not shrink under the pointer later.
  const typed = search.trim().toLowerCase();
  const answersTyped = !found.isPlaceholderData && query.toLowerCase() === typed;
  const options = (found.data?.data ?? [])
    .filter((m) => !taken.has(m.id) && (answersTyped || m.name.toLowerCase().includes(typed)))
    .map((m) => ({ value: String(m.id), label: m.name }));

  const change = (index: number, patch: Partial<ProductModifierValue>) =>
    form.setValue(
      'modifiers',
      chosen.map((m, i) => (i === index ? { ...m, ...patch } : m)),
    );
  const add = (id: string | null) => {
    const picked = found.data?.data.find((m) => String(m.id) === id);
    if (!picked) return;
    form.setValue('modifiers', [
      ...chosen,
      { modifierId: picked.id, name: picked.name, minQuantity: 0, maxQuantity: 100 },
    ]);
    setSearch('');
  };
  const error = (index: number, field: string) => form.errors[`modifiers.${index}.${field}`];

  return (
    <FormSection title={t('sections.modifiers')} description={t('sections.modifiersHint')}>
      <Stack gap="md">
        <Select
          label={t('modifiers.search')}
          placeholder={t('modifiers.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          value={null}
          onChange={add}
          data={options}
          filter={({ options: all }) => all}
          nothingFoundMessage={found.isFetching ? undefined : t('modifiers.nothingFound')}
          error={form.errors.modifiers}
          maw={420}
        />
        {chosen.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('modifiers.none')}
          </Text>
        ) : (
          <Table aria-label={t('modifiers.list')} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('modifiers.name')}</Table.Th>
                <Table.Th scope="col" w={130}>
                  {t('modifiers.minQuantity')}
                </Table.Th>
                <Table.Th scope="col" w={130}>
                  {t('modifiers.maxQuantity')}
                </Table.Th>
                <Table.Th w={48} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {chosen.map((m, index) => {
                const name = m.name || t('modifiers.unnamed', { id: m.modifierId });
                return (
                  <Table.Tr key={m.modifierId}>
                    <Table.Td>
                      <Text size="sm">{name}</Text>
                      {error(index, 'modifierId') && (
                        <Text size="xs" c="red">
                          {error(index, 'modifierId')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={`${t('modifiers.minQuantity')} ${name}`}
                        min={0}
                        allowDecimal={false}
                        value={m.minQuantity}
                        onChange={(value) => change(index, { minQuantity: numberOf(value) })}
                        error={error(index, 'minQuantity')}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={`${t('modifiers.maxQuantity')} ${name}`}
                        min={0}
                        allowDecimal={false}
                        value={m.maxQuantity}
                        onChange={(value) => change(index, { maxQuantity: numberOf(value) })}
                        error={error(index, 'maxQuantity')}
                      />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('modifiers.remove', { name })}
                        onClick={() =>
                          form.setValue(
                            'modifiers',
                            chosen.filter((_, i) => i !== index),
                          )
                        }
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </FormSection>
  );
}
