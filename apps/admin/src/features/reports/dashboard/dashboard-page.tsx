import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/format/index.js';
import { LoadFailed } from '../../../shared/ui/load-failed.js';
import { type SalesSummary, useSalesSummary } from '../api.js';
import { ChartCard } from '../chart-card.js';
import { ReportFigure } from '../report-figure.js';
import { ReportPageHeader } from '../report-page-header.js';
import { ReportRangeFilters } from '../report-range-filters.js';
import { useReportRange } from '../use-report-range.js';
import { OrdersTodayCard } from './orders-today-card.js';
import { SalesShareChart } from './sales-share-chart.js';

/** "+12 %" / "−3 %" of `now` on `before`; null when there is nothing to compare with. */
function changeOn(now: number, before: number): string | null {
  if (before === 0) return null;
  const change = ((now - before) / before) * 100;
  const text = Math.abs(change).toLocaleString('es-CL', { maximumFractionDigits: 0 });
  return `${change >= 0 ? '+' : '−'}${text} %`;
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
    return (
      <LoadFailed
        title={t('dashboard.loadFailed')}
        error={summary.error}
        onRetry={() => void summary.refetch()}
      />
    );

  const totals = data?.totals;
  const figure = (value: (d: SalesSummary) => string) => (data ? value(data) : null);
  return (
    <Stack gap="md">
      <ReportPageHeader title={t('dashboard.title')} intro={t('dashboard.intro')} />
      <ReportRangeFilters range={range} today={today} preset={preset} onChange={setRange} />
      <OrdersTodayCard storeIds={range.storeIds} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ReportFigure
          label={t('dashboard.todaySales')}
          value={figure((d) => money(d.today.total))}
          hint={data && versus(data.today.total, data.yesterday.total, money)}
        />
        <ReportFigure
          label={t('dashboard.todayOrders')}
          value={figure((d) => count(d.today.orders))}
          hint={data && versus(data.today.orders, data.yesterday.orders, count)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <ReportFigure label={t('dashboard.figures.orders')} value={figure((d) => count(d.totals.orders))} />
        <ReportFigure
          label={t('dashboard.figures.total')}
          value={figure((d) => money(d.totals.total))}
          hint={t('dashboard.figureHints.total')}
        />
        <ReportFigure
          label={t('dashboard.figures.averageTicket')}
          value={figure((d) => money(d.totals.averageTicket))}
        />
        <ReportFigure
          label={t('dashboard.figures.subtotal')}
          value={figure((d) => money(d.totals.subtotal))}
          hint={t('dashboard.figureHints.subtotal')}
        />
        <ReportFigure
          label={t('dashboard.figures.discount')}
          value={figure((d) => money(d.totals.discount))}
        />
        <ReportFigure label={t('dashboard.figures.tip')} value={figure((d) => money(d.totals.tip))} />
        <ReportFigure
          label={t('dashboard.figures.deliveries')}
          value={figure((d) => count(d.totals.deliveries))}
        />
        <ReportFigure
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
