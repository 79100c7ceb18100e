import { Button, Group, Select } from '@mantine/core';
import { orderOrigins, orderPlatforms, orderStatuses, type PaymentMethodKey } from '@tablero/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../shared/ui/data-table/index.js';
import { DayInput } from '../../../shared/ui/dates/day-input.js';
import type { StoreOption } from '../../stores/api.js';

export const orderFilterNames = [
  'from',
  'to',
  'storeId',
  'status',
  'dispatchMethod',
  'paymentMethod',
  'platform',
  'origin',
  'code',
  'customer',
] as const;
export type OrderFilterValues = Record<(typeof orderFilterNames)[number], string>;

/** Shown behind "Más filtros" (what a merchant narrows by less often), unless one of them is set. */
const secondary: readonly (keyof OrderFilterValues)[] = [
  'storeId',
  'dispatchMethod',
  'paymentMethod',
  'platform',
  'origin',
];

interface OrderFiltersProps {
  values: OrderFilterValues;
  onChange(name: keyof OrderFilterValues, value: string): void;
  onClear(): void;
  /** The stores the user may see; null without access to stores (no store filter then). */
  stores: StoreOption[] | null;
  paymentMethods: readonly PaymentMethodKey[];
}

/** Dates (the tenant's days), store, status, dispatch, payment, platform, code and customer, all in the URL. */
export function OrderFilters({ values, onChange, onClear, stores, paymentMethods }: OrderFiltersProps) {
  const { t } = useTranslation('orders');
  const secondarySet = secondary.filter((name) => values[name] !== '').length;
  const [more, setMore] = useState(secondarySet > 0);
  const select = (name: keyof OrderFilterValues, label: string, data: { value: string; label: string }[]) => (
    <Select
      label={label}
      data={data}
      value={values[name]}
      onChange={(value) => onChange(name, value ?? '')}
      allowDeselect={false}
      searchable={name === 'storeId' || name === 'paymentMethod'}
      w={name === 'storeId' ? 220 : 170}
    />
  );
  const date = (name: 'from' | 'to') => (
    <DayInput
      label={t(`filters.${name}`)}
      value={values[name]}
      maxDate={name === 'from' ? values.to : undefined}
      minDate={name === 'to' ? values.from : undefined}
      onChange={(day) => onChange(name, day)}
      w={160}
    />
  );
  const showMore = more || secondarySet > 0;
  return (
    <Group align="flex-end" gap="sm">
      {date('from')}
      {date('to')}
      {select('status', t('filters.status'), [
        { value: '', label: t('filters.anyStatus') },
        ...orderStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
      ])}
      <SearchBox
        label={t('filters.code')}
        placeholder="ABC2345"
        value={values.code}
        onCommit={(value) => onChange('code', value.toUpperCase())}
        w={130}
      />
      <SearchBox
        label={t('filters.customer')}
        placeholder={t('filters.customerPlaceholder')}
        value={values.customer}
        onCommit={(value) => onChange('customer', value)}
        w={220}
      />
      {showMore &&
        stores &&
        select('storeId', t('filters.store'), [
          { value: '', label: t('filters.anyStore') },
          ...stores.map((store) => ({ value: String(store.id), label: store.name })),
        ])}
      {showMore &&
        select('dispatchMethod', t('filters.dispatch'), [
          { value: '', label: t('filters.anyDispatch') },
          { value: 'delivery', label: t('dispatch.delivery') },
          { value: 'pick_up', label: t('dispatch.pick_up') },
        ])}
      {showMore &&
        select('paymentMethod', t('filters.payment'), [
          { value: '', label: t('filters.anyPayment') },
          ...paymentMethods.map((m) => ({ value: m, label: t(`storeForm:paymentMethods.${m}`) })),
        ])}
      {showMore &&
        select('platform', t('filters.platform'), [
          { value: '', label: t('filters.anyPlatform') },
          ...orderPlatforms.map((p) => ({ value: p, label: t(`platforms.${p}`) })),
        ])}
      {showMore &&
        select('origin', t('filters.origin'), [
          { value: '', label: t('filters.anyOrigin') },
          ...orderOrigins.map((o) => ({ value: o, label: t(`origins.${o}`) })),
        ])}
      {secondarySet === 0 && (
        <Button variant="default" onClick={() => setMore(!more)} aria-expanded={showMore}>
          {showMore ? t('filters.less') : t('filters.more')}
        </Button>
      )}
      {Object.values(values).some(Boolean) && (
        <Button variant="subtle" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      )}
    </Group>
  );
}
