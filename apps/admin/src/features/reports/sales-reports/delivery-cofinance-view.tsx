import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { DeliveryCofinanceReport } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/format/index.js';
import type { Camelize } from '../../../shared/http/index.js';
import { ReportFigure } from '../report-figure.js';
import { percent } from '../report-format.js';
import { DeliveryCofinanceCarriers } from './delivery-cofinance-carriers.js';
import { DeliveryCofinanceChart } from './delivery-cofinance-chart.js';

interface DeliveryCofinanceViewProps {
  report: Camelize<DeliveryCofinanceReport> | undefined;
  title: string;
  fileName: string;
}

/**
 * The storefront's delivery orders by who carried them: what customers paid for delivery, what the
 * store cofinanced of an external fleet's cost, per period as bars and per delivery type as a table.
 */
export function DeliveryCofinanceView({ report, title, fileName }: DeliveryCofinanceViewProps) {
  const { t } = useTranslation(['reports', 'storeForm']);
  const money = useMoney();
  const totals = report?.totals;
  const nameOf = (deliveryType: string) =>
    t(`storeForm:deliveryTypes.${deliveryType}`, { defaultValue: deliveryType });

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" maw={760}>
        {t('salesReports.cofinance.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <ReportFigure
          label={t('salesReports.cofinance.totals.orders')}
          value={totals?.orders.toLocaleString('es-CL')}
        />
        <ReportFigure
          label={t('salesReports.cofinance.totals.deliveryFee')}
          value={totals && money(totals.deliveryFee)}
        />
        <ReportFigure
          label={t('salesReports.cofinance.totals.cofinance')}
          value={totals && money(totals.cofinance)}
          hint={
            totals && totals.deliveryFee > 0
              ? t('salesReports.cofinance.totals.share', {
                  share: percent(totals.cofinance, totals.deliveryFee),
                })
              : undefined
          }
        />
      </SimpleGrid>
      <DeliveryCofinanceChart report={report} title={title} fileName={fileName} nameOf={nameOf} />
      {!report ? (
        <Skeleton h={160} radius="md" />
      ) : (
        report.carriers.length > 0 && (
          <DeliveryCofinanceCarriers
            carriers={report.carriers}
            totals={report.totals}
            fileName={fileName}
            nameOf={nameOf}
          />
        )
      )}
    </Stack>
  );
}
