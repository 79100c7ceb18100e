import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { csvDocument, MAX_TOP_CUSTOMERS, TOP_CUSTOMERS } from '@tablero/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localDate, useDateTime, useMoney, usePhone } from '../../../shared/format/index.js';
import { DataTable, type DataTableColumn, DESCRIPTION_LIMIT } from '../../../shared/ui/data-table/index.js';
import { HoverTooltip } from '../../../shared/ui/hover-tooltip.js';
import { LoadFailed } from '../../../shared/ui/load-failed.js';
import { saveFile } from '../../../shared/ui/save-file.js';
import { type TopCustomerRow, useTopCustomers } from '../api.js';
import { ChartCard } from '../chart-card.js';
import { ReportFigure } from '../report-figure.js';
import { percent } from '../report-format.js';
import { ReportPageHeader } from '../report-page-header.js';
import { ReportRangeFilters } from '../report-range-filters.js';
import { useReportRange } from '../use-report-range.js';

/** How many customers the page offers to list: the spec's five, ten, and the API's most. */
const LIMITS = [TOP_CUSTOMERS, 10, MAX_TOP_CUSTOMERS] as const;
const more = ['limit'] as const;
/** A bar's name in the chart: longer ones would run past the axis. */
const BAR_NAME_LIMIT = 24;
const BAR_HEIGHT = 36;

const count = (n: number) => n.toLocaleString('es-CL');

const cut = (text: string, limit: number) =>
  text.length <= limit ? text : `${text.slice(0, limit - 1).trimEnd()}…`;

type RankedCustomer = TopCustomerRow & { rank: number };

function OneLine({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Text>
  );
}

/** A name or email in the table: cut past the spec's 30 characters, whole in a tooltip. */
function Cut({ text, size, dimmed }: { text: string; size: 'sm' | 'xs'; dimmed?: boolean }) {
  const long = text.length > DESCRIPTION_LIMIT;
  const shown = (
    <Text
      size={size}
      c={dimmed ? 'dimmed' : undefined}
      style={{ whiteSpace: 'nowrap' }}
      tabIndex={long ? 0 : undefined}
      aria-label={long ? text : undefined}
    >
      {long ? `${text.slice(0, DESCRIPTION_LIMIT).trimEnd()}…` : text}
    </Text>
  );
  return long ? (
    <HoverTooltip label={text} multiline maw={360} withArrow>
      {shown}
    </HoverTooltip>
  ) : (
    shown
  );
}

/**
 * `/top-users`: the customers who paid most in a period (5, 10 or 20, kept in the address), the
 * period's orders, what they paid and the average ticket, as bars and a table to download.
 */
export default function TopCustomersPage() {
  const { t, i18n } = useTranslation('reports');
  const money = useMoney();
  const phone = usePhone();
  const dateTime = useDateTime();
  const { range, today, preset, filters, setRange } = useReportRange('last30', more);
  const limit = LIMITS.find((n) => String(n) === filters.limit) ?? TOP_CUSTOMERS;
  const query = useTopCustomers(range, limit);
  const data = query.data;
  const rows: RankedCustomer[] = (data?.customers ?? []).map((row, i) => ({ ...row, rank: i + 1 }));
  const whole = data?.totals.total ?? 0;

  const nameOf = (row: TopCustomerRow) => row.name.trim() || t('topCustomers.noName');
  /** The day of their latest order in the period, in the tenant's time zone and format. */
  const lastOrder = (row: TopCustomerRow) => localDate(dateTime(row.lastOrderAt).slice(0, 10));
  const column = (key: string) => t(`topCustomers.columns.${key}`);

  const columns: DataTableColumn<RankedCustomer>[] = [
    { key: 'rank', header: column('rank'), render: (row) => row.rank },
    {
      key: 'name',
      header: column('name'),
      render: (row) => (
        <Stack gap={2}>
          <Cut text={nameOf(row)} size="sm" />
          <Cut text={row.email} size="xs" dimmed />
          {row.phone && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {phone(row.phone)}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'orders', header: column('orders'), render: (row) => count(row.orders) },
    { key: 'total', header: column('total'), render: (row) => <OneLine>{money(row.total)}</OneLine> },
    {
      key: 'averageTicket',
      header: column('averageTicket'),
      render: (row) => <OneLine>{money(row.averageTicket)}</OneLine>,
    },
    {
      key: 'share',
      header: column('share'),
      render: (row) => <OneLine>{percent(row.total, whole)}</OneLine>,
    },
    { key: 'lastOrder', header: column('lastOrder'), render: (row) => <OneLine>{lastOrder(row)}</OneLine> },
  ];

  const download = () => {
    const keys = ['rank', 'name', 'email', 'phone', 'orders', 'total', 'averageTicket', 'share', 'lastOrder'];
    const lines = rows.map((row) => [
      row.rank,
      nameOf(row),
      row.email,
      row.phone ? phone(row.phone) : '',
      row.orders,
      money(row.total),
      money(row.averageTicket),
      percent(row.total, whole),
      lastOrder(row),
    ]);
    const file = csvDocument(keys.map(column), lines, { language: i18n.language });
    saveFile(
      new Blob([file], { type: 'text/csv;charset=utf-8' }),
      t('topCustomers.fileName', { from: range.from, to: range.to }),
    );
  };

  if (query.isError && !data)
    return (
      <Stack gap="md">
        <ReportPageHeader title={t('topCustomers.title')} intro={t('topCustomers.intro')} />
        <ReportRangeFilters range={range} today={today} preset={preset} onChange={setRange} />
        <LoadFailed
          title={t('topCustomers.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );

  const topTotal = rows.reduce((sum, row) => sum + row.total, 0);
  const chartHeight = Math.max(160, (data ? rows.length : limit) * BAR_HEIGHT);
  const figure = (value: string) => (data ? value : null);

  return (
    <Stack gap="md">
      <ReportPageHeader title={t('topCustomers.title')} intro={t('topCustomers.intro')} />
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end" gap="sm">
          <ReportRangeFilters range={range} today={today} preset={preset} onChange={setRange} />
          <Stack gap={4}>
            <Text component="span" size="sm" fw={500} aria-hidden>
              {t('topCustomers.show')}
            </Text>
            <SegmentedControl
              aria-label={t('topCustomers.show')}
              value={String(limit)}
              onChange={(value) => setRange({ limit: value === String(TOP_CUSTOMERS) ? '' : value })}
              data={LIMITS.map((n) => String(n))}
            />
          </Stack>
        </Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={download}
          disabled={rows.length === 0}
        >
          {t('topCustomers.download')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <ReportFigure
          label={t('topCustomers.totals.orders')}
          value={figure(count(data?.totals.orders ?? 0))}
        />
        <ReportFigure
          label={t('topCustomers.totals.total')}
          value={figure(money(whole))}
          hint={
            rows.length > 0
              ? t('topCustomers.topShare', { count: rows.length, share: percent(topTotal, whole) })
              : undefined
          }
        />
        <ReportFigure
          label={t('topCustomers.totals.averageTicket')}
          value={figure(money(data && data.totals.orders > 0 ? Math.round(whole / data.totals.orders) : 0))}
        />
      </SimpleGrid>
      {(!data || rows.length > 0) && (
        <ChartCard
          title={t('topCustomers.chartTitle')}
          fileName={t('topCustomers.chartFileName', { from: range.from, to: range.to })}
          empty={t('topCustomers.none')}
          height={chartHeight}
          table={
            data
              ? {
                  header: ['rank', 'name', 'email', 'orders', 'total'].map(column),
                  rows: rows.map((row) => [row.rank, nameOf(row), row.email, row.orders, money(row.total)]),
                }
              : null
          }
        >
          <BarChart
            h={chartHeight}
            role="img"
            aria-label={t('topCustomers.chartLabel', { count: rows.length })}
            data={rows.map((row) => ({
              cliente: `${row.rank}. ${cut(nameOf(row), BAR_NAME_LIMIT)}`,
              pagado: row.total,
            }))}
            dataKey="cliente"
            orientation="vertical"
            series={[{ name: 'pagado', label: column('total'), color: 'teal.7' }]}
            valueFormatter={money}
            yAxisProps={{ width: 200 }}
            gridAxis="none"
            withXAxis={false}
            withBarValueLabel
            barChartProps={{ margin: { right: 72 } }}
          />
        </ChartCard>
      )}
      <DataTable
        label={t('topCustomers.title')}
        columns={columns}
        rows={data ? rows : undefined}
        rowKey={(row) => row.email}
        meta={undefined}
        loading={query.isFetching}
        emptyText={t('topCustomers.none')}
        onPageChange={() => undefined}
      />
    </Stack>
  );
}
