import { ActionIcon, Badge, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/permissions/index.js';
import { FormSection } from '../../../shared/ui/form-section.js';
import { useProductSearch } from '../../menus/api.js';
import { priceGroupLabel, usePriceGroupSearch } from '../api.js';
import { SearchAddPicker } from '../components/search-add-picker.js';
import type { CouponableValue } from './coupon-form-values.js';
import { type CouponForm, errorUnder } from './field-props.js';

const TYPING_PAUSE_MS = 300;

/** The products and price groups the discount is restricted to, each chosen by searching its name. */
export function ProductsSection({ form }: { form: CouponForm }) {
  const { t } = useTranslation('coupons');
  const chosen = form.values.couponables;
  const add = (item: CouponableValue) => form.setValue('couponables', [...chosen, item]);
  const remove = (index: number) =>
    form.setValue(
      'couponables',
      chosen.filter((_, i) => i !== index),
    );
  return (
    <FormSection title={t('sections.products')} description={t('sections.productsHint')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CouponablePicker
            type="product"
            chosen={chosen}
            onAdd={add}
            error={errorUnder(form, 'couponables')}
          />
          <CouponablePicker type="price_group" chosen={chosen} onAdd={add} />
        </SimpleGrid>
        {chosen.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('couponables.none')}
          </Text>
        ) : (
          <CouponableTable chosen={chosen} errors={form.errors} onRemove={remove} />
        )}
      </Stack>
    </FormSection>
  );
}

interface PickerProps {
  type: CouponableValue['type'];
  chosen: CouponableValue[];
  onAdd(item: CouponableValue): void;
  error?: string | undefined;
}

/** Products come from `GET /products?query`, price groups from `GET /price_groups?query`. */
function CouponablePicker({ type, chosen, onAdd, error }: PickerProps) {
  const { t } = useTranslation('coupons');
  const isProduct = type === 'product';
  const allowed = useCan()({ policy: isProduct ? 'products' : 'menus', action: 'show' });
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [query] = useDebouncedValue(search.trim(), TYPING_PAUSE_MS);
  const products = useProductSearch(query, allowed && open && isProduct);
  const groups = usePriceGroupSearch(query, allowed && open && !isProduct);
  const found = isProduct
    ? (products.data?.data ?? []).map((p) => ({ id: p.id, label: p.name }))
    : (groups.data?.data ?? []).map((g) => ({ id: g.id, label: priceGroupLabel(g) }));
  const taken = new Set(chosen.filter((c) => c.type === type).map((c) => c.id));
  const options = found.filter((o) => !taken.has(o.id));
  if (!allowed)
    return <Text size="sm">{t(isProduct ? 'couponables.needsProducts' : 'couponables.needsMenus')}</Text>;
  return (
    <SearchAddPicker
      label={t(isProduct ? 'couponables.product' : 'couponables.priceGroup')}
      search={search}
      onSearch={setSearch}
      options={options}
      searching={(isProduct ? products : groups).isFetching}
      onOpen={() => setOpen(true)}
      onPick={(id) => {
        const picked = options.find((o) => o.id === id);
        if (picked) onAdd({ type, id, name: picked.label });
      }}
      error={error}
    />
  );
}

interface CouponableTableProps {
  chosen: CouponableValue[];
  errors: Record<string, string>;
  onRemove(index: number): void;
}

function CouponableTable({ chosen, errors, onRemove }: CouponableTableProps) {
  const { t } = useTranslation('coupons');
  return (
    <Table aria-label={t('couponables.list')} verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('couponables.name')}</Table.Th>
          <Table.Th scope="col" w={170}>
            {t('couponables.type')}
          </Table.Th>
          <Table.Th w={48} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {chosen.map((item, index) => {
          const type = t(`couponables.types.${item.type}`);
          const name = item.name || t('couponables.unnamed', { type, id: item.id });
          const error = errors[`couponables.${index}.couponableId`] ?? errors[`couponables.${index}`];
          return (
            <Table.Tr key={`${item.type}:${item.id}`}>
              <Table.Td>
                <Text size="sm">{name}</Text>
                {error && (
                  <Text size="xs" c="red">
                    {error}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={item.type === 'product' ? 'blue' : 'grape'}>
                  {type}
                </Badge>
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('couponables.remove', { name })}
                  onClick={() => onRemove(index)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
