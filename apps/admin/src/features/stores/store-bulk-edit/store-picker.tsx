import { Alert, Button, Group, MultiSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StoreOption } from '../api.js';

interface StorePickerProps {
  stores: StoreOption[] | undefined;
  loadFailed: boolean;
  onRetry(): void;
  value: readonly number[];
  onChange(ids: number[]): void;
  error?: string | undefined;
  disabled: boolean;
}

/** The stores a bulk edit applies to: a searchable list of the tenant's stores, by name. */
export function StorePicker({
  stores,
  loadFailed,
  onRetry,
  value,
  onChange,
  error,
  disabled,
}: StorePickerProps) {
  const { t } = useTranslation('storeBulkEdit');
  if (loadFailed)
    return (
      <Alert color="red" title={t('stores.loadFailed')}>
        <Button variant="light" mt="sm" onClick={onRetry}>
          {t('common:retry')}
        </Button>
      </Alert>
    );
  const known = new Set((stores ?? []).map((store) => store.id));
  // A chosen id the list does not have yet (still loading) stays chosen, shown by its number.
  const data = [
    ...(stores ?? []).map((store) => ({ value: String(store.id), label: store.name })),
    ...value.filter((id) => !known.has(id)).map((id) => ({ value: String(id), label: `#${id}` })),
  ];
  return (
    <div>
      <MultiSelect
        label={t('stores.label')}
        description={t('stores.description')}
        placeholder={value.length === 0 ? t('stores.placeholder') : undefined}
        nothingFoundMessage={t('stores.nothingFound')}
        data={data}
        value={value.map(String)}
        onChange={(ids) => onChange(ids.map(Number))}
        error={error}
        disabled={disabled}
        searchable
        hidePickedOptions
        maxDropdownHeight={280}
        required
      />
      <Group justify="space-between" mt={4}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('stores.chosen', { count: value.length })}
        </Text>
        {value.length > 0 && !disabled && (
          <Button variant="subtle" size="compact-sm" onClick={() => onChange([])}>
            {t('stores.clear')}
          </Button>
        )}
      </Group>
    </div>
  );
}
