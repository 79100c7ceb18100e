import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/format/index.js';
import { LoadFailed } from '../../../shared/ui/load-failed.js';
import { type SalesSummary, useSalesSummary } from '../api.js';
import { ChartCard } from '../chart-card.js';
import { ReportPageHeader } from '../report-page-header.js';
import { ReportRangeFilters } from '../report-range-filters.js';
import { useReportRange } from '../use-report-range.js';
import { SalesShareChart } from './sales-share-chart.js';

/** "+12 %" / "−3 %" of `now` on `before`; null when there is nothing to compare with. */
function changeOn(now: number, before: number): string | null {
  if (before === 0) return null;
  const change = ((now - before) / before) * 100;
  const text = Math.abs(change).toLocaleString('es-CL', { maximumFractionDigits: 0 });
  return `${change >= 0 ? '+' : '−'}${text} %`;
}

function Figure({ label, value, hint }: { label: string; value: string | null; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value === null ? (
        <Skeleton h={28} mt={4} w="70%" />
      ) : (
        <Text size="xl" fw={700}>
          {value}
        </Text>
      )}
      {hint && (
        <Text size="xs" c="dimmed" mt={4}>
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/** `/dashboard`: today against yesterday, the period's figures, sales per day and how they split. */
export default function DashboardPage() {
  const { t } = useTranslation(['reports', 'orders', 'storeForm']);
  const money = useMoney();
  const { range, today, preset, setRange } = useReportRange('last7');
  const summary = useSalesSummary(range);
  const data: SalesSummary | undefined = summary.data;
  const count = (n: number) => n.toLocaleString('es-CL');
  const files = (name: string) => t(`dashboard.files.${name}`, { from: range.from, to: range.to });

  const versus = (now: number, before: number, show: (n: number) => string) => {
    const change = changeOn(now, before);
    if (now === before) return t('dashboard.sameAsYesterday', { value: show(before) });
    return change
      ? t('dashboard.versusYesterday', { change, value: show(before) })
      : t('dashboard.noYesterday', { value: show(before) });
  };

  if (summary.isError && !data)
    return <LoadFailed title={t('dashboard.loadFailed')} onRetry={() => void summary.refetch()} />;

  const totals = data?.totals;
  const figure = (value: (d: SalesSummary) => string) => (data ? value(data) : null);
  return (
    <Stack gap="md">
      <ReportPageHeader title={t('dashboard.title')} intro={t('dashboard.intro')} />
      <ReportRangeFilters range={range} today={today} preset={preset} onChange={setRange} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Figure
          label={t('dashboard.todaySales')}
          value={figure((d) => money(d.today.total))}
          hint={data && versus(data.today.total, data.yesterday.total, money)}
        />
        <Figure
          label={t('dashboard.todayOrders')}
          value={figure((d) => count(d.today.orders))}
          hint={data && versus(data.today.orders, data.yesterday.orders, count)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Figure label={t('dashboard.figures.orders')} value={figure((d) => count(d.totals.orders))} />
        <Figure
          label={t('dashboard.figures.total')}
          value={figure((d) => money(d.totals.total))}
          hint={t('dashboard.figureHints.total')}
        />
        <Figure
          label={t('dashboard.figures.averageTicket')}
          value={figure((d) => money(d.totals.averageTicket))}
        />
        <Figure
          label={t('dashboard.figures.subtotal')}
          value={figure((d) => money(d.totals.subtotal))}
          hint={t('dashboard.figureHints.subtotal')}
        />
        <Figure label={t('dashboard.figures.discount')} value={figure((d) => money(d.totals.discount))} />
        <Figure label={t('dashboard.figures.tip')} value={figure((d) => money(d.totals.tip))} />
        <Figure label={t('dashboard.figures.deliveries')} value={figure((d) => count(d.totals.deliveries))} />
        <Figure
          label={t('dashboard.figures.couponOrders')}
          value={figure((d) => count(d.totals.couponOrders))}
        />
      </SimpleGrid>
      <ChartCard
        title={t('dashboard.charts.byDay')}
        fileName={files('byDay')}
        empty={t('dashboard.none')}
        height={260}
        table={
          data
            ? {
                header: ['day', 'orders', 'total'].map((key) => t(`dashboard.columns.${key}`)),
                rows: totals?.orders ? data.byDay.map((d) => [d.day, d.orders, money(d.total)]) : [],
              }
            : null
        }
      >
        <AreaChart
          h={260}
          role="img"
          aria-label={t('dashboard.charts.byDayLabel', { from: range.from, to: range.to })}
          data={(data?.byDay ?? []).map((d) => ({
            dia: d.day.slice(5).split('-').reverse().join('/'),
            ventas: d.total,
          }))}
          dataKey="dia"
          series={[{ name: 'ventas', label: t('dashboard.figures.total'), color: 'teal.6' }]}
          curveType="monotone"
          valueFormatter={money}
          yAxisProps={{ width: 90 }}
          withDots={(data?.byDay.length ?? 0) <= 31}
        />
      </ChartCard>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
        <SalesShareChart
          title={t('dashboard.charts.byPlatform')}
          fileName={files('byPlatform')}
          shares={data?.byPlatform ?? null}
          nameOf={(key) => t(`orders:platforms.${key}`, { defaultValue: key })}
        />
        <SalesShareChart
          title={t('dashboard.charts.byDispatch')}
          fileName={files('byDispatch')}
          shares={data?.byDispatchMethod ?? null}
          nameOf={(key) => t(`orders:dispatch.${key}`, { defaultValue: key })}
        />
        <SalesShareChart
          title={t('dashboard.charts.byPayment')}
          fileName={files('byPayment')}
          shares={data?.byPaymentMethod ?? null}
          nameOf={(key) => t(`storeForm:paymentMethods.${key}`, { defaultValue: key })}
        />
      </SimpleGrid>
    </Stack>
  );
}
