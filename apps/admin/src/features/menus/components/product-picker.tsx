import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CatalogueProduct, useProductSearch } from '../api.js';

interface ProductPickerProps {
  label: string;
  /** Shows the label only to screen readers (table rows). */
  hideLabel?: boolean;
  value: { id: number; name: string } | null;
  onPick(product: CatalogueProduct): void;
  error?: string;
  disabled?: boolean;
}

/** A product chosen by typing part of its name (`GET /products?query`). */
export function ProductPicker({ label, hideLabel, value, onPick, error, disabled }: ProductPickerProps) {
  const { t } = useTranslation('menus');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [open, setOpen] = useState(false);
  const found = useProductSearch(debounced === value?.name ? '' : debounced, open);
  const results = found.data?.data ?? [];
  const options = [
    ...(value && !results.some((p) => p.id === value.id)
      ? [{ value: String(value.id), label: value.name }]
      : []),
    ...results.map((p) => ({ value: String(p.id), label: p.name })),
  ];
  return (
    <Select
      label={hideLabel ? undefined : label}
      aria-label={hideLabel ? label : undefined}
      placeholder={t('productPicker.placeholder')}
      searchable
      data={options}
      value={value ? String(value.id) : null}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpen(true)}
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? t('productPicker.searching') : t('productPicker.none')}
      onChange={(id) => {
        const product = results.find((p) => String(p.id) === id);
        if (product) onPick(product);
      }}
      error={error}
      disabled={disabled}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
