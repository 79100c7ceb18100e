import { BarChart } from '@mantine/charts';
import { Paper, SegmentedControl, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { KpiReport } from '@tablero/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/format/index.js';
import type { Camelize } from '../../../shared/http/index.js';
import { ChartCard } from '../chart-card.js';
import { cssColor, seriesColor } from '../chart-colors.js';
import { periodLabel } from '../report-format.js';
import { SalesHeatmap } from './sales-heatmap.js';

type Report<T extends KpiReport['report_type']> = Extract<Camelize<KpiReport>, { reportType: T }>;

interface ViewProps<T extends KpiReport['report_type']> {
  report: Report<T> | undefined;
  title: string;
  fileName: string;
}

/** Orders or sales per weekday and hour. */
export function HeatmapView({ report, title, fileName }: ViewProps<'heatmap'>) {
  const { t } = useTranslation('reports');
  const money = useMoney();
  const [metric, setMetric] = useState<'orders' | 'total'>('orders');
  const cells = report?.cells ?? [];
  const format = metric === 'total' ? money : (n: number) => n.toLocaleString('es-CL');
  const sold = cells.some((cell) => cell.orders !== 0);
  return (
    <Stack gap="xs">
      <SegmentedControl
        w="fit-content"
        value={metric}
        onChange={(value) => setMetric(value as 'orders' | 'total')}
        data={[
          { value: 'orders', label: t('salesReports.metrics.orders') },
          { value: 'total', label: t('salesReports.metrics.total') },
        ]}
        aria-label={t('salesReports.metric')}
      />
      <ChartCard
        title={title}
        fileName={fileName}
        height={230}
        table={
          report
            ? {
                header: ['weekday', 'hour', 'orders', 'total'].map((key) => t(`salesReports.columns.${key}`)),
                rows: sold
                  ? cells.map((c) => [t(`weekdays.long.${c.weekday}`), c.hour, c.orders, money(c.total)])
                  : [],
              }
            : null
        }
      >
        <SalesHeatmap
          cells={cells.map((c) => ({ weekday: c.weekday, hour: c.hour, value: c[metric] }))}
          label={t('salesReports.heatmapLabel', { metric: t(`salesReports.metrics.${metric}`) })}
          format={format}
        />
      </ChartCard>
    </Stack>
  );
}

/** The mean sale and orders of each weekday. */
export function MeanPerDayView({ report, title, fileName }: ViewProps<'mean_per_day'>) {
  const { t } = useTranslation('reports');
  const money = useMoney();
  const weekdays = report?.weekdays ?? [];
  const sold = weekdays.some((w) => w.orders !== 0);
  return (
    <ChartCard
      title={title}
      fileName={fileName}
      height={280}
      table={
        report
          ? {
              header: ['weekday', 'days', 'orders', 'total', 'meanOrders', 'meanTotal'].map((key) =>
                t(`salesReports.columns.${key}`),
              ),
              rows: sold
                ? weekdays.map((w) => [
                    t(`weekdays.long.${w.weekday}`),
                    w.days,
                    w.orders,
                    money(w.total),
                    w.meanOrders.toLocaleString('es-CL'),
                    money(w.meanTotal),
                  ])
                : [],
            }
          : null
      }
    >
      <BarChart
        h={280}
        role="img"
        aria-label={t('salesReports.chartLabel', { title })}
        data={weekdays.map((w) => ({ dia: t(`weekdays.short.${w.weekday}`), promedio: w.meanTotal }))}
        dataKey="dia"
        series={[{ name: 'promedio', label: t('salesReports.columns.meanTotal'), color: 'teal.6' }]}
        valueFormatter={money}
        yAxisProps={{ width: 90 }}
      />
    </ChartCard>
  );
}

/** Sales per day, week or month; split by method when the report is. */
export function SeriesView({
  report,
  title,
  fileName,
  nameOf,
}: ViewProps<'revenue_by_period' | 'revenue_by_payment_method' | 'revenue_by_dispatch_method'> & {
  nameOf(key: string): string;
}) {
  const { t } = useTranslation('reports');
  const money = useMoney();
  const periods = report?.periods ?? [];
  const group = report?.group ?? 'day';
  const sold = periods.some((p) => p.orders !== 0);
  const split = report && 'split' in report ? report : undefined;
  const keys = split?.keys ?? [];
  const splitTotal = new Map((split?.split ?? []).map((s) => [`${s.period}|${s.key}`, s.total]));
  const data = periods.map((p) => {
    const row: Record<string, string | number> = { periodo: periodLabel(p.period, group) };
    if (!split) row.ventas = p.total;
    for (const key of keys) row[key] = splitTotal.get(`${p.period}|${key}`) ?? 0;
    return row;
  });
  const series = split
    ? keys.map((key, i) => ({ name: key, label: nameOf(key), color: seriesColor(i) }))
    : [{ name: 'ventas', label: t('salesReports.metrics.total'), color: 'teal.6' }];
  const table = report
    ? {
        header: split
          ? ['period', 'method', 'orders', 'total'].map((key) => t(`salesReports.columns.${key}`))
          : ['period', 'orders', 'total'].map((key) => t(`salesReports.columns.${key}`)),
        rows: !sold
          ? []
          : split
            ? split.split.map((s) => [s.period, nameOf(s.key), s.orders, money(s.total)])
            : periods.map((p) => [p.period, p.orders, money(p.total)]),
      }
    : null;
  return (
    <ChartCard
      title={title}
      fileName={fileName}
      height={300}
      table={table}
      imageLines={split ? series.map((s) => ({ text: s.label, color: cssColor(s.color) })) : []}
    >
      <BarChart
        h={300}
        role="img"
        aria-label={t('salesReports.chartLabel', { title })}
        data={data}
        dataKey="periodo"
        type={split ? 'stacked' : 'default'}
        series={series}
        valueFormatter={money}
        withLegend={Boolean(split)}
        yAxisProps={{ width: 90 }}
      />
    </ChartCard>
  );
}

/** The coupons used most: their uses as bars, and a table of uses, discount granted and sales. */
export function PromotionsView({ report, title, fileName }: ViewProps<'promotions'>) {
  const { t } = useTranslation('reports');
  const money = useMoney();
  const coupons = report?.coupons ?? [];
  const totals = report?.totals;
  const columns = ['code', 'orders', 'discount', 'total'] as const;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {(['orders', 'discount', 'total'] as const).map((key) => (
          <Paper key={key} withBorder radius="md" p="md">
            <Text size="sm" c="dimmed">
              {t(`salesReports.promotions.totals.${key}`)}
            </Text>
            <Text size="xl" fw={700}>
              {totals ? (key === 'orders' ? totals.orders.toLocaleString('es-CL') : money(totals[key])) : '…'}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <ChartCard
        title={title}
        fileName={fileName}
        empty={t('salesReports.promotions.none')}
        height={Math.max(160, Math.min(coupons.length, 10) * 34)}
        table={
          report
            ? {
                header: columns.map((key) => t(`salesReports.promotions.columns.${key}`)),
                rows: coupons.map((c) => [c.code, c.orders, money(c.discount), money(c.total)]),
              }
            : null
        }
      >
        <BarChart
          h={Math.max(160, Math.min(coupons.length, 10) * 34)}
          role="img"
          aria-label={t('salesReports.chartLabel', { title })}
          data={coupons.slice(0, 10).map((c) => ({ cupon: c.code, usos: c.orders }))}
          dataKey="cupon"
          orientation="vertical"
          series={[{ name: 'usos', label: t('salesReports.promotions.columns.orders'), color: 'grape.6' }]}
          valueFormatter={(value) => value.toLocaleString('es-CL')}
          yAxisProps={{ width: 140 }}
          gridAxis="none"
          withXAxis={false}
          withBarValueLabel
        />
      </ChartCard>
      {coupons.length > 0 && (
        <Paper withBorder radius="md" p="md">
          <Table striped aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((key) => (
                  <Table.Th key={key}>{t(`salesReports.promotions.columns.${key}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {coupons.map((c) => (
                <Table.Tr key={c.couponId}>
                  <Table.Td>{c.code}</Table.Td>
                  <Table.Td>{c.orders.toLocaleString('es-CL')}</Table.Td>
                  <Table.Td>{money(c.discount)}</Table.Td>
                  <Table.Td>{money(c.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}

/** Per period, the orders of customers buying for the first time against those of customers who came back. */
export function RecurrentUsersView({ report, title, fileName }: ViewProps<'recurrent_users'>) {
  const { t } = useTranslation('reports');
  const money = useMoney();
  const periods = report?.periods ?? [];
  const group = report?.group ?? 'day';
  const sold = periods.some((p) => p.orders !== 0);
  const series = [
    { name: 'nuevos', label: t('salesReports.recurrent.new'), color: seriesColor(0) },
    { name: 'recurrentes', label: t('salesReports.recurrent.returning'), color: seriesColor(1) },
  ];
  return (
    <ChartCard
      title={title}
      fileName={fileName}
      height={300}
      imageLines={series.map((s) => ({ text: s.label, color: cssColor(s.color) }))}
      table={
        report
          ? {
              header: ['period', 'newCustomers', 'returningOrders', 'orders', 'total'].map((key) =>
                t(`salesReports.recurrent.columns.${key}`),
              ),
              rows: sold
                ? periods.map((p) => [p.period, p.newCustomers, p.returningOrders, p.orders, money(p.total)])
                : [],
            }
          : null
      }
    >
      <BarChart
        h={300}
        role="img"
        aria-label={t('salesReports.chartLabel', { title })}
        data={periods.map((p) => ({
          periodo: periodLabel(p.period, group),
          nuevos: p.newCustomers,
          recurrentes: p.returningOrders,
        }))}
        dataKey="periodo"
        type="stacked"
        series={series}
        valueFormatter={(value) => value.toLocaleString('es-CL')}
        withLegend
      />
    </ChartCard>
  );
}
