import { Group, Select } from '@mantine/core';
import { couponKinds } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../shared/ui/data-table/index.js';
import type { StoreOption } from '../../stores/api.js';

export const couponFilterNames = ['query', 'enabled', 'kind', 'storeId', 'validity'] as const;
export type CouponFilterValues = Record<(typeof couponFilterNames)[number], string>;

interface CouponFiltersProps {
  values: CouponFilterValues;
  onChange(name: keyof CouponFilterValues, value: string): void;
  /** The stores the user may see; null without access to stores (no store filter then). */
  stores: StoreOption[] | null;
}

/** Search by code, and the enabled, kind, store and validity filters, all kept in the URL. */
export function CouponFilters({ values, onChange, stores }: CouponFiltersProps) {
  const { t } = useTranslation('coupons');
  const select = (
    name: keyof CouponFilterValues,
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <Select
      label={label}
      data={data}
      value={values[name]}
      onChange={(value) => onChange(name, value ?? '')}
      allowDeselect={false}
      searchable={name === 'storeId'}
      w={name === 'storeId' ? 220 : 170}
    />
  );
  return (
    <Group align="flex-end">
      <SearchBox
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        value={values.query}
        onCommit={(value) => onChange('query', value)}
        w={240}
      />
      {select('enabled', t('filters.enabled'), [
        { value: '', label: t('filters.anyState') },
        { value: 'true', label: t('filters.enabledOnly') },
        { value: 'false', label: t('filters.disabledOnly') },
      ])}
      {select('kind', t('filters.kind'), [
        { value: '', label: t('filters.anyKind') },
        ...couponKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
      ])}
      {stores &&
        select('storeId', t('filters.store'), [
          { value: '', label: t('filters.anyStore') },
          ...stores.map((store) => ({ value: String(store.id), label: store.name })),
        ])}
      {select('validity', t('filters.validity'), [
        { value: '', label: t('filters.anyValidity') },
        ...(['active', 'upcoming', 'expired'] as const).map((v) => ({ value: v, label: t(`validity.${v}`) })),
      ])}
    </Group>
  );
}
