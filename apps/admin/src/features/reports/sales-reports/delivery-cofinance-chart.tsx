import { BarChart } from '@mantine/charts';
import type { DeliveryCofinanceReport } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/format/index.js';
import type { Camelize } from '../../../shared/http/index.js';
import { ChartCard } from '../chart-card.js';
import { cssColor } from '../chart-colors.js';
import { percent, periodLabel } from '../report-format.js';
import { feesPerPeriod } from './delivery-cofinance-figures.js';

const HEIGHT = 300;

interface DeliveryCofinanceChartProps {
  report: Camelize<DeliveryCofinanceReport> | undefined;
  title: string;
  fileName: string;
  nameOf(deliveryType: string): string;
}

/**
 * Per period, what customers paid for delivery beside what the store cofinanced; its CSV splits
 * each period by delivery type.
 */
export function DeliveryCofinanceChart({ report, title, fileName, nameOf }: DeliveryCofinanceChartProps) {
  const { t } = useTranslation('reports');
  const money = useMoney();
  const column = (key: string) => t(`salesReports.cofinance.columns.${key}`);
  const series = [
    { name: 'deliveryFee', label: t('salesReports.cofinance.series.deliveryFee'), color: 'teal.6' },
    { name: 'cofinance', label: t('salesReports.cofinance.series.cofinance'), color: 'orange.6' },
  ];
  const group = report?.group ?? 'day';
  const data = report
    ? feesPerPeriod(report, report.periods).map((p) => ({ ...p, period: periodLabel(p.period, group) }))
    : [];
  const table = report
    ? {
        header: ['period', 'carrier', 'orders', 'deliveryFee', 'cofinance', 'share'].map(column),
        rows: report.periods.map((p) => [
          p.period,
          nameOf(p.deliveryType),
          p.orders,
          money(p.deliveryFee),
          money(p.cofinance),
          percent(p.cofinance, p.deliveryFee),
        ]),
      }
    : null;
  return (
    <ChartCard
      title={title}
      fileName={fileName}
      height={HEIGHT}
      table={table}
      empty={t('salesReports.cofinance.none')}
      imageLines={series.map((s) => ({ text: s.label, color: cssColor(s.color) }))}
    >
      <BarChart
        h={HEIGHT}
        role="img"
        aria-label={t('salesReports.chartLabel', { title })}
        data={data}
        dataKey="period"
        series={series}
        valueFormatter={money}
        withLegend
        // Recharts sorts the legend by label; it reads in the bars' order instead.
        legendProps={{ itemSorter: (item) => series.findIndex((s) => s.name === item.dataKey) }}
        yAxisProps={{ width: 90 }}
      />
    </ChartCard>
  );
}
