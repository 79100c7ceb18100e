import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Anchor, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { isoWeekOf, zonedParts } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTenant } from '../../../app/tenant/tenant-context.js';
import { localDate, useMoney } from '../../../shared/format/index.js';
import { DataTable, type DataTableColumn, useListParams } from '../../../shared/ui/data-table/index.js';
import { LoadFailed } from '../../../shared/ui/load-failed.js';
import { type Consolidation, useConsolidations } from '../api.js';
import {
  ConsolidationStatusBadge,
  ConsolidationSummary,
  dayAndMonth,
  OneLine,
  totalOf,
} from '../consolidation-parts.js';
import { paymentWeekUrl } from '../urls.js';

const filterNames = ['year'] as const;
/** The year picker offers this one and the years before it. */
const YEARS_BACK = 4;

/** `/payments`: a year's weekly consolidations, as a chart, four totals and a table of weeks. */
export default function ConsolidationListPage() {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const { timeZone } = useTenant();
  const thisYear = isoWeekOf(zonedParts(new Date(), timeZone).date).year;
  const { filters, setFilter } = useListParams(filterNames);
  const chosen = Number(filters.year);
  const year = chosen >= thisYear - YEARS_BACK && chosen <= thisYear ? chosen : thisYear;
  const weeks = useConsolidations(year);
  const rows = weeks.data?.data ?? [];
  const oldestFirst = [...rows].reverse();

  const columns: DataTableColumn<Consolidation>[] = [
    {
      key: 'week',
      header: t('columns.week'),
      render: (w) => (
        <Anchor
          component={Link}
          to={paymentWeekUrl(w.year, w.week)}
          aria-label={t('open', { week: w.week })}
          fw={600}
        >
          {t('weekLabel', { week: w.week })}
        </Anchor>
      ),
    },
    {
      key: 'period',
      header: t('columns.period'),
      render: (w) => (
        <OneLine>{t('period', { start: dayAndMonth(w.startDate), end: dayAndMonth(w.endDate) })}</OneLine>
      ),
    },
    { key: 'orders', header: t('columns.orders'), render: (w) => w.ordersCount },
    { key: 'sale', header: t('columns.sale'), render: (w) => <OneLine>{money(w.collectedSale)}</OneLine> },
    {
      key: 'delivery',
      header: t('columns.delivery'),
      render: (w) => <OneLine>{money(w.collectedDelivery)}</OneLine>,
    },
    { key: 'tip', header: t('columns.tip'), render: (w) => <OneLine>{money(w.collectedTip)}</OneLine> },
    {
      key: 'commission',
      header: t('columns.commission'),
      render: (w) => <OneLine>{money(w.mercatCommission)}</OneLine>,
    },
    {
      key: 'serviceCost',
      header: t('columns.serviceCost'),
      render: (w) => <OneLine>{money(w.serviceCost)}</OneLine>,
    },
    {
      key: 'payment',
      header: t('columns.payment'),
      render: (w) => <OneLine strong>{money(w.payment)}</OneLine>,
    },
    {
      key: 'paymentDate',
      header: t('columns.paymentDate'),
      render: (w) => <OneLine>{localDate(w.paymentDate)}</OneLine>,
    },
    {
      key: 'status',
      header: t('columns.status'),
      render: (w) => <ConsolidationStatusBadge status={w.status} />,
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text c="dimmed" maw={720}>
            {t('intro')}
          </Text>
        </div>
        <Select
          label={t('year')}
          data={Array.from({ length: YEARS_BACK + 1 }, (_, i) => String(thisYear - i))}
          value={String(year)}
          onChange={(value) => setFilter('year', value === String(thisYear) ? '' : (value ?? ''))}
          allowDeselect={false}
          w={120}
        />
      </Group>
      {weeks.isError && !weeks.data ? (
        <LoadFailed title={t('loadFailed')} error={weeks.error} onRetry={() => void weeks.refetch()} />
      ) : (
        <>
          <ConsolidationSummary amounts={totalOf(rows)} paymentLabel={t('totals.payment')} />
          {rows.length > 0 && (
            <Paper withBorder radius="md" p="md">
              <Title order={2} size="h4" mb="sm">
                {t('chartTitle')}
              </Title>
              <BarChart
                h={220}
                role="img"
                aria-label={t('chartLabel', { year })}
                data={oldestFirst.map((w) => ({ semana: `S${w.week}`, pago: w.payment }))}
                dataKey="semana"
                series={[{ name: 'pago', label: t('columns.payment'), color: 'teal.7' }]}
                valueFormatter={money}
                withYAxis={false}
                tickLine="none"
              />
            </Paper>
          )}
          <DataTable
            label={t('title')}
            columns={columns}
            rows={weeks.data ? rows : undefined}
            rowKey={(w) => `${w.year}-${w.week}`}
            meta={weeks.data?.meta}
            loading={weeks.isFetching}
            emptyText={t('none', { year })}
            onPageChange={() => undefined}
          />
        </>
      )}
    </Stack>
  );
}
