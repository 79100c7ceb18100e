import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localDate, useDateTime, useMoney } from '../../../shared/format/index.js';
import { DataTable, type DataTableColumn, useListParams } from '../../../shared/ui/data-table/index.js';
import { LoadFailed } from '../../../shared/ui/load-failed.js';
import { ORDER_PARAM, ordersUrl } from '../../orders/urls.js';
import { type ConsolidationOrder, useConsolidationWeek } from '../api.js';
import {
  ConsolidationStatusBadge,
  ConsolidationSummary,
  dayAndMonth,
  OneLine,
} from '../consolidation-parts.js';
import { paymentsUrl, weekOfId } from '../urls.js';

const noFilters = [] as const;

/** `/payments/{year-week}`: one week's consolidation and the orders it adds up. */
export default function ConsolidationWeekPage() {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const dateTime = useDateTime();
  const wanted = weekOfId(useParams().id);
  const { page, setPage } = useListParams(noFilters);
  const answer = useConsolidationWeek(wanted?.year ?? 0, wanted?.week ?? 0, page);
  const week = answer.data?.consolidation;

  const columns: DataTableColumn<ConsolidationOrder>[] = [
    {
      key: 'order',
      header: t('columns.order'),
      render: (o) => (
        <Anchor component={Link} to={`${ordersUrl()}?${ORDER_PARAM}=${o.id}`} fw={600}>
          {o.code}
        </Anchor>
      ),
    },
    {
      key: 'orderDate',
      header: t('columns.orderDate'),
      render: (o) => {
        const [date = '', time = ''] = dateTime(o.orderDate).split('T');
        return <OneLine>{`${dayAndMonth(date)} ${time}`}</OneLine>;
      },
    },
    { key: 'store', header: t('columns.store'), render: (o) => <OneLine>{o.storeName}</OneLine> },
    {
      key: 'paymentMethod',
      header: t('columns.paymentMethod'),
      render: (o) => <OneLine>{t(`storeForm:paymentMethods.${o.paymentMethod}`)}</OneLine>,
    },
    { key: 'sale', header: t('columns.sale'), render: (o) => <OneLine>{money(o.collectedSale)}</OneLine> },
    {
      key: 'delivery',
      header: t('columns.delivery'),
      render: (o) => <OneLine>{money(o.collectedDelivery)}</OneLine>,
    },
    { key: 'tip', header: t('columns.tip'), render: (o) => <OneLine>{money(o.collectedTip)}</OneLine> },
    {
      key: 'commission',
      header: t('columns.commission'),
      render: (o) => <OneLine>{money(o.mercatCommission)}</OneLine>,
    },
    {
      key: 'serviceCost',
      header: t('columns.serviceCost'),
      render: (o) => <OneLine>{money(o.serviceCost)}</OneLine>,
    },
    {
      key: 'payment',
      header: t('columns.payment'),
      render: (o) => <OneLine strong>{money(o.payment)}</OneLine>,
    },
  ];

  return (
    <Stack gap="md">
      <Anchor component={Link} to={paymentsUrl()} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {t('back')}
        </Group>
      </Anchor>
      {!wanted || (answer.isError && !answer.data) ? (
        wanted ? (
          <LoadFailed title={t('loadFailed')} error={answer.error} onRetry={() => void answer.refetch()} />
        ) : (
          <Text>{t('weekUnknown')}</Text>
        )
      ) : (
        <>
          <Group justify="space-between" align="flex-end">
            <div>
              <Title order={1} size="h2">
                {t('weekTitle', { week: wanted.week, year: wanted.year })}
              </Title>
              {week && (
                <Text c="dimmed">
                  {t('weekPeriod', {
                    start: localDate(week.startDate),
                    end: localDate(week.endDate),
                    paymentDate: localDate(week.paymentDate),
                  })}
                </Text>
              )}
            </div>
            {week && <ConsolidationStatusBadge status={week.status} />}
          </Group>
          {week && <ConsolidationSummary amounts={week} paymentLabel={t('columns.payment')} />}
          <Title order={2} size="h4">
            {t('ordersTitle')}
          </Title>
          <DataTable
            label={t('ordersTitle')}
            columns={columns}
            rows={answer.data?.data}
            rowKey={(o) => o.id}
            meta={answer.data?.meta}
            loading={answer.isFetching}
            emptyText={t('weekEmpty')}
            onPageChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}
