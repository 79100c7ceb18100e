import { Button, Group, Paper, Table, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { csvDocument, type DeliveryCofinanceReport } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/format/index.js';
import type { Camelize } from '../../../shared/http/index.js';
import { saveFile } from '../../../shared/ui/save-file.js';
import { percent } from '../report-format.js';
import { cofinancePerOrder } from './delivery-cofinance-figures.js';

type Report = Camelize<DeliveryCofinanceReport>;
type Figures = Report['totals'];

const columns = ['carrier', 'orders', 'deliveryFee', 'cofinance', 'share', 'perOrder'] as const;
const count = (n: number) => n.toLocaleString('es-CL');

interface DeliveryCofinanceCarriersProps {
  /** Most orders first, as the report lists them. */
  carriers: Report['carriers'];
  totals: Figures;
  fileName: string;
  nameOf(deliveryType: string): string;
}

/** Each delivery type's orders, fees and cofinance, with the totals under them; downloadable as CSV. */
export function DeliveryCofinanceCarriers({
  carriers,
  totals,
  fileName,
  nameOf,
}: DeliveryCofinanceCarriersProps) {
  const { t, i18n } = useTranslation('reports');
  const money = useMoney();
  const title = t('salesReports.cofinance.carriers.title');
  const cells = (figures: Figures) => [
    count(figures.orders),
    money(figures.deliveryFee),
    money(figures.cofinance),
    percent(figures.cofinance, figures.deliveryFee),
    money(cofinancePerOrder(figures)),
  ];

  const downloadCsv = () => {
    const file = csvDocument(
      [...columns, 'total'].map((key) => t(`salesReports.cofinance.columns.${key}`)),
      // Orders as plain numbers, so a spreadsheet reads them as such.
      carriers.map((carrier) => [
        nameOf(carrier.deliveryType),
        carrier.orders,
        ...cells(carrier).slice(1),
        money(carrier.total),
      ]),
      { language: i18n.language },
    );
    const name = t('salesReports.cofinance.carriers.fileName', { name: fileName });
    saveFile(new Blob([file], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} onClick={downloadCsv}>
          {t('salesReports.cofinance.carriers.download')}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((key) => (
                <Table.Th key={key} scope="col" ta={key === 'carrier' ? undefined : 'right'}>
                  {t(`salesReports.cofinance.columns.${key}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {carriers.map((carrier) => (
              <Table.Tr key={carrier.deliveryType}>
                <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {nameOf(carrier.deliveryType)}
                </Table.Th>
                {cells(carrier).map((cell, i) => (
                  <Table.Td key={columns[i + 1]} ta="right">
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{t('salesReports.cofinance.carriers.total')}</Table.Th>
              {cells(totals).map((cell, i) => (
                <Table.Th key={columns[i + 1]} ta="right">
                  {cell}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
