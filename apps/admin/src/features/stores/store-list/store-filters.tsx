import { Group, MultiSelect, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../shared/ui/data-table/index.js';

export interface StoreFilterValues {
  name: string;
  address: string;
  status: string;
  /** Comma-separated menu ids, as in the URL. */
  menuIds: string;
}

interface StoreFiltersProps {
  values: StoreFilterValues;
  onChange(name: keyof StoreFilterValues, value: string): void;
  /** The tenant's menus; null when the user may not see menus (no filter then). */
  menus: { id: number; name: string }[] | null;
}

/*
 * Mantine keeps a closed dropdown in the page and positions it as it mounts, measuring the page:
 * on the landing page those forced layouts were a long piece of the first render. Mounted on
 * opening instead.
 */
const closedDropdownUnmounted = { keepMounted: false };

/** Spec part 1 §2: name, address, menu, open or closed. */
export function StoreFilters({ values, onChange, menus }: StoreFiltersProps) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end">
      <SearchBox
        label={t('stores:filters.name')}
        placeholder={t('stores:filters.namePlaceholder')}
        value={values.name}
        onCommit={(value) => onChange('name', value)}
      />
      <SearchBox
        label={t('stores:filters.address')}
        placeholder={t('stores:filters.addressPlaceholder')}
        value={values.address}
        onCommit={(value) => onChange('address', value)}
      />
      {menus && (
        <MultiSelect
          label={t('stores:filters.menu')}
          placeholder={values.menuIds ? undefined : t('stores:filters.anyMenu')}
          data={menus.map((menu) => ({ value: String(menu.id), label: menu.name }))}
          value={values.menuIds ? values.menuIds.split(',') : []}
          onChange={(ids) => onChange('menuIds', ids.join(','))}
          clearable
          w={240}
          comboboxProps={closedDropdownUnmounted}
        />
      )}
      <Select
        label={t('stores:filters.status')}
        data={[
          { value: '', label: t('stores:filters.any') },
          { value: 'opened', label: t('stores:filters.opened') },
          { value: 'closed', label: t('stores:filters.closed') },
        ]}
        value={values.status}
        onChange={(value) => onChange('status', value ?? '')}
        allowDeselect={false}
        w={180}
        comboboxProps={closedDropdownUnmounted}
      />
    </Group>
  );
}
