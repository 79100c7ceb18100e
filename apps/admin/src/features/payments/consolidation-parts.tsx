import { Badge, Paper, SimpleGrid, Text } from '@mantine/core';
import type { ConsolidationStatus } from '@tablero/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localDate, useMoney } from '../../shared/format/index.js';
import type { Consolidation } from './api.js';

/** `2026-11-23` → `23-11`: within a year already named. */
export const dayAndMonth = (date: string) => localDate(date).slice(0, 5);

/** A table cell's text kept on one line (dates, money, names of two words). */
export function OneLine({ children, strong }: { children: ReactNode; strong?: boolean }) {
  return (
    <Text size="sm" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Text>
  );
}

const statusColors: Record<ConsolidationStatus, string> = {
  in_progress: 'blue',
  pending: 'yellow',
  paid: 'green',
};

export function ConsolidationStatusBadge({ status }: { status: ConsolidationStatus }) {
  const { t } = useTranslation('payments');
  return (
    <Badge color={statusColors[status]} variant="light" style={{ minWidth: 'max-content' }}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}

type Amounts = Pick<
  Consolidation,
  | 'ordersCount'
  | 'collectedSale'
  | 'collectedDelivery'
  | 'collectedTip'
  | 'mercatCommission'
  | 'serviceCost'
  | 'payment'
>;

/** Adds up weeks (a year's summary). */
export function totalOf(weeks: Amounts[]): Amounts {
  const keys = [
    'ordersCount',
    'collectedSale',
    'collectedDelivery',
    'collectedTip',
    'mercatCommission',
    'serviceCost',
    'payment',
  ] as const;
  return Object.fromEntries(keys.map((k) => [k, weeks.reduce((n, w) => n + w[k], 0)])) as Amounts;
}

/** Payment, what was collected, what was deducted and how many orders: four figures at a glance. */
export function ConsolidationSummary({ amounts, paymentLabel }: { amounts: Amounts; paymentLabel: string }) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const figures = [
    { label: paymentLabel, value: money(amounts.payment) },
    {
      label: t('totals.collected'),
      value: money(amounts.collectedSale + amounts.collectedDelivery + amounts.collectedTip),
    },
    { label: t('totals.deductions'), value: money(amounts.mercatCommission + amounts.serviceCost) },
    { label: t('totals.orders'), value: amounts.ordersCount.toLocaleString('es-CL') },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            {figure.label}
          </Text>
          <Text size="xl" fw={700}>
            {figure.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
