import '@mantine/charts/styles.css';
import { Group, SegmentedControl, Select, Stack } from '@mantine/core';
import {
  filtersOfReport,
  orderPlatforms,
  paymentMethodKeys,
  type ReportGroup,
  reportGroups,
  type SalesReportType,
  salesReportTypes,
} from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../shared/ui/load-failed.js';
import { useSalesReport } from '../api.js';
import { ReportPageHeader } from '../report-page-header.js';
import { ReportRangeFilters } from '../report-range-filters.js';
import { useReportRange } from '../use-report-range.js';
import { DeliveryCofinanceView } from './delivery-cofinance-view.js';
import {
  HeatmapView,
  MeanPerDayView,
  PromotionsView,
  RecurrentUsersView,
  SeriesView,
} from './report-views.js';
import { UncoveredAddressesView } from './uncovered-addresses-view.js';

/** The reports this page shows; the summary is the general dashboard's. */
const types = salesReportTypes.filter((type) => type !== 'summary');
const more = ['type', 'group', 'platform', 'dispatchMethod', 'paymentMethod'] as const;
const grouped: SalesReportType[] = [
  'revenue_by_period',
  'revenue_by_payment_method',
  'revenue_by_dispatch_method',
  'recurrent_users',
  'delivery_cofinance',
];
/** The address's value when it is one of `values`. */
const known = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** `/reports`: a sales report by type, its period, stores and filters in the address. */
export default function SalesReportsPage() {
  const { t } = useTranslation(['reports', 'orders', 'storeForm']);
  const { range, today, preset, filters, setRange } = useReportRange('last30', more);
  const type = known(types, filters.type) ?? 'heatmap';
  const group: ReportGroup = known(reportGroups, filters.group) ?? 'day';
  const honoured = filtersOfReport[type];
  const report = useSalesReport({
    ...range,
    type,
    group,
    platform: honoured.includes('platform') ? known(orderPlatforms, filters.platform) : undefined,
    dispatchMethod: honoured.includes('dispatch_method')
      ? known(['delivery', 'pick_up'], filters.dispatchMethod)
      : undefined,
    paymentMethod: honoured.includes('payment_method')
      ? known(paymentMethodKeys, filters.paymentMethod)
      : undefined,
  });
  const title = t(`salesReports.types.${type}`);
  const fileName = t('salesReports.fileName', {
    type: t(`salesReports.files.${type}`),
    from: range.from,
    to: range.to,
  });
  const choice = (
    name: (typeof more)[number],
    labels: { label: string; any: string },
    values: readonly string[],
    nameOf: (v: string) => string,
  ) => (
    <Select
      label={labels.label}
      data={[{ value: '', label: labels.any }, ...values.map((value) => ({ value, label: nameOf(value) }))]}
      value={(values as string[]).includes(filters[name]) ? filters[name] : ''}
      onChange={(value) => setRange({ [name]: value ?? '' })}
      allowDeselect={false}
      w={200}
    />
  );
  // While another type loads, the last answer is kept but not drawn as this one.
  const data = report.data?.reportType === type ? report.data : undefined;

  return (
    <Stack gap="md">
      <ReportPageHeader title={t('salesReports.title')} intro={t('salesReports.intro')} />
      <Group align="flex-end" gap="sm">
        <Select
          label={t('salesReports.type')}
          data={types.map((value) => ({ value, label: t(`salesReports.types.${value}`) }))}
          value={type}
          onChange={(value) => value && setRange({ type: value })}
          allowDeselect={false}
          w={300}
        />
        <ReportRangeFilters range={range} today={today} preset={preset} onChange={setRange} />
      </Group>
      <Group align="flex-end" gap="sm">
        {grouped.includes(type) && (
          <SegmentedControl
            aria-label={t('salesReports.group')}
            value={group}
            onChange={(value) => setRange({ group: value })}
            data={reportGroups.map((value) => ({ value, label: t(`salesReports.groups.${value}`) }))}
          />
        )}
        {honoured.includes('platform') &&
          choice(
            'platform',
            { label: t('orders:filters.platform'), any: t('orders:filters.anyPlatform') },
            orderPlatforms,
            (v) => t(`orders:platforms.${v}`),
          )}
        {honoured.includes('dispatch_method') &&
          choice(
            'dispatchMethod',
            { label: t('orders:filters.dispatch'), any: t('orders:filters.anyDispatch') },
            ['delivery', 'pick_up'],
            (v) => t(`orders:dispatch.${v}`),
          )}
        {honoured.includes('payment_method') &&
          choice(
            'paymentMethod',
            { label: t('orders:filters.payment'), any: t('orders:filters.anyPayment') },
            paymentMethodKeys,
            (v) => t(`storeForm:paymentMethods.${v}`),
          )}
      </Group>
      {report.isError && !data ? (
        <LoadFailed
          title={t('salesReports.loadFailed')}
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      ) : type === 'heatmap' ? (
        <HeatmapView
          report={data?.reportType === 'heatmap' ? data : undefined}
          title={title}
          fileName={fileName}
        />
      ) : type === 'recurrent_users' ? (
        <RecurrentUsersView
          report={data?.reportType === 'recurrent_users' ? data : undefined}
          title={title}
          fileName={fileName}
        />
      ) : type === 'promotions' ? (
        <PromotionsView
          report={data?.reportType === 'promotions' ? data : undefined}
          title={title}
          fileName={fileName}
        />
      ) : type === 'delivery_cofinance' ? (
        <DeliveryCofinanceView
          report={data?.reportType === 'delivery_cofinance' ? data : undefined}
          title={title}
          fileName={fileName}
        />
      ) : type === 'uncovered_addresses' ? (
        <UncoveredAddressesView
          report={data?.reportType === 'uncovered_addresses' ? data : undefined}
          title={title}
          fileName={fileName}
        />
      ) : type === 'mean_per_day' ? (
        <MeanPerDayView
          report={data?.reportType === 'mean_per_day' ? data : undefined}
          title={title}
          fileName={fileName}
        />
      ) : (
        <SeriesView
          report={
            data?.reportType === 'revenue_by_period' ||
            data?.reportType === 'revenue_by_payment_method' ||
            data?.reportType === 'revenue_by_dispatch_method'
              ? data
              : undefined
          }
          title={title}
          fileName={fileName}
          nameOf={(key) =>
            type === 'revenue_by_dispatch_method'
              ? t(`orders:dispatch.${key}`)
              : t(`storeForm:paymentMethods.${key}`)
          }
        />
      )}
    </Stack>
  );
}
