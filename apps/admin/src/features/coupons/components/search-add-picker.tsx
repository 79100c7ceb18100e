import { Select } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface PickerOption {
  id: number;
  label: string;
}

interface SearchAddPickerProps {
  label: string;
  search: string;
  onSearch(text: string): void;
  /** What the server found for the search, without what is already chosen. */
  options: PickerOption[];
  searching: boolean;
  onOpen(): void;
  onPick(id: number): void;
  error?: string | undefined;
  disabled?: boolean;
}

/** A searchable box that adds what is picked to a list and empties itself again. */
export function SearchAddPicker(props: SearchAddPickerProps) {
  const { t } = useTranslation('coupons');
  return (
    <Select
      label={props.label}
      placeholder={t('couponables.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      searchable
      searchValue={props.search}
      onSearchChange={props.onSearch}
      onDropdownOpen={props.onOpen}
      value={null}
      onChange={(id) => {
        if (id === null) return;
        props.onPick(Number(id));
        props.onSearch('');
      }}
      data={props.options.map((o) => ({ value: String(o.id), label: o.label }))}
      filter={({ options }) => options}
      nothingFoundMessage={props.searching ? t('couponables.searching') : t('couponables.nothingFound')}
      error={props.error}
      disabled={props.disabled}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
