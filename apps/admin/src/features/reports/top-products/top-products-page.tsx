import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { csvDocument } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/format/index.js';
import { DataTable, type DataTableColumn } from '../../../shared/ui/data-table/index.js';
import { LoadFailed } from '../../../shared/ui/load-failed.js';
import { saveFile } from '../../../shared/ui/save-file.js';
import { type BestSellerRow, useBestSellers } from '../api.js';
import { percent } from '../report-format.js';
import { ReportPageHeader } from '../report-page-header.js';
import { ReportRangeFilters } from '../report-range-filters.js';
import { useReportRange } from '../use-report-range.js';

/** Products shown: the spec's reports show five; a merchant scanning a menu wants a few more. */
const TOP = 10;

/** `/top-products`: the products sold most in a period, as bars, two totals and a table to download. */
export default function TopProductsPage() {
  const { t, i18n } = useTranslation('reports');
  const money = useMoney();
  const { range, today, preset, setRange } = useReportRange();
  const sold = useBestSellers(range, TOP);
  const rows = sold.data?.data ?? [];
  const totals = sold.data?.totals ?? { quantity: 0, revenue: 0 };

  const columns: DataTableColumn<BestSellerRow>[] = [
    { key: 'rank', header: t('topProducts.columns.rank'), render: (row) => rows.indexOf(row) + 1 },
    { key: 'product', header: t('topProducts.columns.product'), render: (row) => row.name },
    {
      key: 'units',
      header: t('topProducts.columns.units'),
      render: (row) => row.quantity.toLocaleString('es-CL'),
    },
    {
      key: 'share',
      header: t('topProducts.columns.share'),
      render: (row) => percent(row.quantity, totals.quantity),
    },
    { key: 'revenue', header: t('topProducts.columns.revenue'), render: (row) => money(row.revenue) },
    {
      key: 'orders',
      header: t('topProducts.columns.orders'),
      render: (row) => row.orders.toLocaleString('es-CL'),
    },
  ];

  const download = () => {
    const header = ['rank', 'product', 'units', 'share', 'revenue', 'orders'].map((key) =>
      t(`topProducts.columns.${key}`),
    );
    const lines = rows.map((row, i) => [
      i + 1,
      row.name,
      row.quantity,
      percent(row.quantity, totals.quantity),
      money(row.revenue),
      row.orders,
    ]);
    const file = csvDocument(header, lines, { language: i18n.language });
    saveFile(
      new Blob([file], { type: 'text/csv;charset=utf-8' }),
      t('topProducts.fileName', { from: range.from, to: range.to }),
    );
  };

  return (
    <Stack gap="md">
      <ReportPageHeader title={t('topProducts.title')} intro={t('topProducts.intro')} />
      <Group justify="space-between" align="flex-end">
        <ReportRangeFilters range={range} today={today} preset={preset} onChange={setRange} />
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={download}
          disabled={rows.length === 0}
        >
          {t('topProducts.download')}
        </Button>
      </Group>
      {sold.isError && !sold.data ? (
        <LoadFailed
          title={t('topProducts.loadFailed')}
          error={sold.error}
          onRetry={() => void sold.refetch()}
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
            {[
              { label: t('topProducts.totals.units'), value: totals.quantity.toLocaleString('es-CL') },
              { label: t('topProducts.totals.revenue'), value: money(totals.revenue) },
            ].map((figure) => (
              <Paper key={figure.label} withBorder radius="md" p="md">
                <Text size="sm" c="dimmed">
                  {figure.label}
                </Text>
                <Text size="xl" fw={700}>
                  {sold.data ? figure.value : '…'}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          {rows.length > 0 && (
            <Paper withBorder radius="md" p="md">
              <Title order={2} size="h4" mb="sm">
                {t('topProducts.chartTitle')}
              </Title>
              <BarChart
                h={Math.max(160, rows.length * 34)}
                role="img"
                aria-label={t('topProducts.chartLabel', { count: rows.length })}
                data={rows.map((row) => ({ producto: row.name, unidades: row.quantity }))}
                dataKey="producto"
                orientation="vertical"
                series={[{ name: 'unidades', label: t('topProducts.columns.units'), color: 'teal.7' }]}
                valueFormatter={(value) => value.toLocaleString('es-CL')}
                yAxisProps={{ width: 180 }}
                gridAxis="none"
                withXAxis={false}
                withBarValueLabel
              />
            </Paper>
          )}
          <DataTable
            label={t('topProducts.title')}
            columns={columns}
            rows={sold.data ? rows : undefined}
            rowKey={(row) => String(row.productId)}
            meta={undefined}
            loading={sold.isFetching}
            emptyText={t('topProducts.none')}
            onPageChange={() => undefined}
          />
        </>
      )}
    </Stack>
  );
}
