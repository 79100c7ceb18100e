import { Select, SimpleGrid } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type BannerableType, bannerableTypes } from '@tablero/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { idOptions } from '../../shared/ui/id-options.js';
import { priceGroupLabel, usePriceGroupSearch } from '../coupons/api.js';
import { useProductSearch } from '../menus/api.js';

const TYPING_PAUSE_MS = 300;

export interface Bannerable {
  type: BannerableType;
  id: number | null;
}

interface BannerableFieldProps {
  value: Bannerable;
  /** The saved choice's name (the list's search may not reach it). */
  savedName?: { id: number; name: string } | undefined;
  onChange(value: Bannerable): void;
  error?: string | undefined;
}

/** What a positional banner leads to: a product or a price group, found by typing its name. */
export function BannerableField({ value, savedName, onChange, error }: BannerableFieldProps) {
  const { t } = useTranslation('banners');
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), TYPING_PAUSE_MS);
  const isProduct = value.type === 'product';
  const products = useProductSearch(query, isProduct);
  const groups = usePriceGroupSearch(query, !isProduct);
  const found = isProduct
    ? (products.data?.data ?? []).map((p) => ({ id: p.id, name: p.name }))
    : (groups.data?.data ?? []).map((g) => ({ id: g.id, name: priceGroupLabel(g) }));
  if (savedName && savedName.id === value.id && !found.some((item) => item.id === savedName.id))
    found.push(savedName);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label={t('form.leadsTo')}
        data={bannerableTypes.map((type) => ({ value: type, label: t(`form.bannerableTypes.${type}`) }))}
        value={value.type}
        onChange={(type) => type && onChange({ type: type as BannerableType, id: null })}
        allowDeselect={false}
      />
      <Select
        label={t(isProduct ? 'form.product' : 'form.priceGroup')}
        placeholder={t('form.bannerableSearch')}
        data={idOptions(found, value.id === null ? [] : [value.id])}
        value={value.id === null ? null : String(value.id)}
        onChange={(id) => onChange({ type: value.type, id: id === null ? null : Number(id) })}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        error={error}
        required
      />
    </SimpleGrid>
  );
}
