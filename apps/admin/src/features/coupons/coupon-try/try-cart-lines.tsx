import { ActionIcon, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/format/index.js';
import { useCan } from '../../../shared/permissions/index.js';
import { useProductSearch } from '../../menus/api.js';
import { SearchAddPicker } from '../components/search-add-picker.js';
import type { TryLine } from './try-cart.js';

export type PickedProduct = Omit<TryLine, 'quantity' | 'priceGroupIds'>;

interface TryCartLinesProps {
  lines: Omit<TryLine, 'priceGroupIds'>[];
  onAdd(product: PickedProduct): void;
  onQuantity(productId: number, quantity: number): void;
  onRemove(productId: number): void;
}

/** The test cart's products: added by searching, each with its quantity, at the product's price. */
export function TryCartLines({ lines, onAdd, onQuantity, onRemove }: TryCartLinesProps) {
  const { t } = useTranslation('coupons');
  const money = useMoney();
  const allowed = useCan()({ policy: 'products', action: 'show' });
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [query] = useDebouncedValue(search.trim(), 300);
  const found = useProductSearch(query, allowed && open);
  const inCart = new Set(lines.map((line) => line.productId));
  const results = (found.data?.data ?? []).filter((p) => !inCart.has(p.id));
  return (
    <Stack gap="xs">
      {allowed ? (
        <SearchAddPicker
          label={t('try.addProduct')}
          search={search}
          onSearch={setSearch}
          options={results.map((p) => ({ id: p.id, label: `${p.name} · ${money(p.priceProduct)}` }))}
          searching={found.isFetching}
          onOpen={() => setOpen(true)}
          onPick={(id) => {
            const product = results.find((p) => p.id === id);
            if (product) onAdd({ productId: id, name: product.name, unitPrice: product.priceProduct });
          }}
        />
      ) : (
        <Text size="sm">{t('couponables.needsProducts')}</Text>
      )}
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('try.emptyCart')}
        </Text>
      ) : (
        <Stack gap={6} role="list" aria-label={t('try.cart')}>
          {lines.map((line) => (
            <Group key={line.productId} gap="xs" wrap="nowrap" role="listitem">
              <NumberInput
                aria-label={t('try.quantity', { name: line.name })}
                value={line.quantity}
                onChange={(value) => onQuantity(line.productId, typeof value === 'number' ? value : 0)}
                min={1}
                max={99}
                allowDecimal={false}
                w={72}
                size="xs"
              />
              <Text size="sm" style={{ flex: 1 }} truncate>
                {line.name}
              </Text>
              <Text size="sm" c="dimmed">
                {money(line.unitPrice * line.quantity)}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                aria-label={t('try.remove', { name: line.name })}
                onClick={() => onRemove(line.productId)}
              >
                <IconTrash size={14} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
