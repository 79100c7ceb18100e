import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/format/index.js';
import type { DataTableColumn } from '../../../shared/ui/data-table/index.js';
import type { Modifier } from '../api.js';

/** Name (with its kind), price in the tenant's money, options, free, min–max. */
export function useModifierColumns(): DataTableColumn<Modifier>[] {
  const { t } = useTranslation('modifiers');
  const money = useMoney();
  return [
    {
      key: 'name',
      header: t('columns.name'),
      render: (modifier) => (
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={500}>
            {modifier.name}
          </Text>
          <Badge size="xs" variant="light" color={modifier.type === 'parent' ? 'blue' : 'gray'}>
            {t(`types.${modifier.type}`)}
          </Badge>
        </Group>
      ),
    },
    {
      key: 'price',
      header: t('columns.price'),
      width: 120,
      render: (modifier) => <Text size="sm">{money(modifier.price)}</Text>,
    },
    {
      key: 'options',
      header: t('columns.options'),
      width: 100,
      render: (modifier) =>
        modifier.type === 'parent' ? (
          <Text size="sm">{modifier.children.length}</Text>
        ) : (
          <Text size="sm" c="dimmed" aria-label={t('columns.noOptions')}>
            —
          </Text>
        ),
    },
    {
      key: 'free',
      header: t('columns.free'),
      width: 90,
      render: (modifier) =>
        modifier.free ? (
          <Badge size="sm" color="green" variant="light">
            {t('yes')}
          </Badge>
        ) : (
          <Text size="sm">{t('no')}</Text>
        ),
    },
    {
      key: 'quantity',
      header: t('columns.quantity'),
      width: 130,
      render: (modifier) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {t('quantityRange', { min: modifier.minQuantityModifiers, max: modifier.maxQuantityModifiers })}
        </Text>
      ),
    },
  ];
}
