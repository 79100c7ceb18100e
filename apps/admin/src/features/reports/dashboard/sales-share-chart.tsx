import { DonutChart } from '@mantine/charts';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/format/index.js';
import type { SalesSummary } from '../api.js';
import { ChartCard } from '../chart-card.js';
import { cssColor, seriesColor } from '../chart-colors.js';

export const sharePercent = (part: number, whole: number) =>
  whole > 0 ? `${((part / whole) * 100).toLocaleString('es-CL', { maximumFractionDigits: 1 })} %` : '—';

interface SalesShareChartProps {
  title: string;
  fileName: string;
  /** Null while loading. */
  shares: SalesSummary['byPlatform'] | null;
  nameOf(key: string): string;
}

/** A period's sales split one way (platform, dispatch, payment method): a donut and its legend with shares. */
export function SalesShareChart({ title, fileName, shares, nameOf }: SalesShareChartProps) {
  const { t } = useTranslation('reports');
  const money = useMoney();
  const whole = (shares ?? []).reduce((sum, share) => sum + share.total, 0);
  const slices = (shares ?? []).map((share, i) => ({
    name: nameOf(share.key),
    value: share.total,
    color: seriesColor(i),
    orders: share.orders,
  }));
  const table = shares && {
    header: ['name', 'orders', 'total', 'share'].map((key) => t(`dashboard.columns.${key}`)),
    rows: slices.map((slice) => [
      slice.name,
      slice.orders,
      money(slice.value),
      sharePercent(slice.value, whole),
    ]),
  };
  return (
    <ChartCard
      title={title}
      fileName={fileName}
      table={table}
      height={150}
      imageLines={slices.map((slice) => ({
        text: `${slice.name}: ${sharePercent(slice.value, whole)} · ${money(slice.value)}`,
        color: cssColor(slice.color),
      }))}
    >
      <Group wrap="nowrap" align="center" gap="md">
        <DonutChart
          data={slices}
          size={124}
          thickness={22}
          valueFormatter={money}
          tooltipDataSource="segment"
          role="img"
          aria-label={t('dashboard.charts.shareLabel', { title })}
        />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          {slices.map((slice) => (
            <Group key={slice.name} gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
              <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                <span
                  aria-hidden
                  style={{
                    width: 10,
                    height: 10,
                    borderRadius: 2,
                    flex: 'none',
                    marginTop: 4,
                    background: cssColor(slice.color),
                  }}
                />
                <Text size="sm" lh={1.25}>
                  {slice.name}
                </Text>
              </Group>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {sharePercent(slice.value, whole)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </ChartCard>
  );
}
