import { Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const TYPING_PAUSE_MS = 300;

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

/** A text filter that waits for a pause in typing before it changes the URL. */
function SearchBox(props: {
  label: string;
  placeholder: string;
  value: string;
  onCommit(value: string): void;
}) {
  const [draft, setDraft] = useState(props.value);
  const commit = useDebouncedCallback((value: string) => props.onCommit(value.trim()), TYPING_PAUSE_MS);
  // Back/forward or a shared link changes the URL: the box follows it.
  useEffect(() => setDraft(props.value), [props.value]);
  return (
    <TextInput
      label={props.label}
      placeholder={props.placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={draft}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      w={260}
    />
  );
}

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
      />
    </Group>
  );
}
