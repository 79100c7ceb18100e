import '@mantine/charts/styles.css';
import { BarChart, CompositeChart } from '@mantine/charts';
import { npsBandOf } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../reports/chart-card.js';
import { cssColor } from '../../reports/chart-colors.js';
import type { NpsResultView } from './api.js';
import { bandColor, count, formatScore } from './nps-bands.js';

interface ChartProps {
  /** Null while the first answer loads. */
  result: NpsResultView | null;
  range: { from: string; to: string };
}

const number = (value: number) => value.toLocaleString('es-CL', { maximumFractionDigits: 1 });
/** `2026-03-02` → `02/03`. */
const dayMonth = (day: string) => day.slice(5).split('-').reverse().join('/');

/** How many customers gave each score, 0 to 10, each bar in its band's colour. */
export function NpsDistributionChart({ result, range }: ChartProps) {
  const { t } = useTranslation('npsResults');
  const answered = (result?.totals.answers ?? 0) > 0;
  const rows = (result?.distribution ?? []).map((answers, score) => ({
    score,
    answers,
    band: npsBandOf(score),
  }));
  return (
    <ChartCard
      title={t('distribution.title')}
      fileName={t('files.distribution', range)}
      height={240}
      table={
        result
          ? {
              header: ['score', 'answers', 'band'].map((key) => t(`distribution.columns.${key}`)),
              rows: answered
                ? rows.map((row) => [row.score, row.answers, t(`distribution.band.${row.band}`)])
                : [],
            }
          : null
      }
      imageLines={(['detractor', 'passive', 'promoter'] as const).map((band) => ({
        text: `${t(`distribution.band.${band}`)} (${t(`bands.${band}sHint`)})`,
        color: cssColor(bandColor[band]),
      }))}
    >
      <BarChart
        h={240}
        role="img"
        aria-label={t('distribution.label')}
        data={rows.map((row) => ({
          nota: String(row.score),
          respuestas: row.answers,
          color: bandColor[row.band],
        }))}
        dataKey="nota"
        series={[{ name: 'respuestas', label: t('distribution.columns.answers'), color: 'gray.6' }]}
        valueFormatter={count}
        withBarValueLabel
        gridAxis="y"
        maxBarWidth={40}
        yAxisProps={{ allowDecimals: false }}
      />
    </ChartCard>
  );
}

/** Each week's score as a line over its answers as bars (right axis). */
export function NpsTrendChart({ result, range }: ChartProps) {
  const { t } = useTranslation('npsResults');
  const weeks = result?.weeks ?? [];
  const columns = ['week', 'answers', 'promoters', 'passives', 'detractors', 'score'] as const;
  return (
    <ChartCard
      title={t('trend.title')}
      fileName={t('files.trend', range)}
      height={240}
      table={
        result
          ? {
              header: columns.map((key) => t(`trend.columns.${key}`)),
              rows: weeks.map((week) => [
                week.week,
                week.answers,
                week.promoters,
                week.passives,
                week.detractors,
                formatScore(week.score),
              ]),
            }
          : null
      }
      imageLines={[
        { text: t('trend.columns.score'), color: cssColor('indigo.6') },
        { text: t('trend.columns.answers'), color: cssColor('gray.4') },
      ]}
    >
      <CompositeChart
        h={240}
        role="img"
        aria-label={t('trend.label', range)}
        data={weeks.map((week) => ({
          semana: dayMonth(week.week),
          nps: week.score,
          respuestas: week.answers,
        }))}
        dataKey="semana"
        series={[
          {
            name: 'respuestas',
            label: t('trend.columns.answers'),
            color: 'gray.4',
            type: 'bar',
            yAxisId: 'right',
          },
          { name: 'nps', label: t('trend.columns.score'), color: 'indigo.6', type: 'line' },
        ]}
        yAxisProps={{ domain: [-100, 100], ticks: [-100, -50, 0, 50, 100], width: 48 }}
        withRightYAxis
        rightYAxisProps={{ allowDecimals: false, width: 48 }}
        valueFormatter={number}
        maxBarWidth={28}
        withLegend
        connectNulls={false}
        curveType="linear"
      />
    </ChartCard>
  );
}
