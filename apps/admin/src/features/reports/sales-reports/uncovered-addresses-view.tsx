import { Button, Grid, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { csvDocument, UNCOVERED_PLACES_LISTED, type UncoveredAddressesReport } from '@tablero/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../app/tenant/tenant-context.js';
import type { Camelize } from '../../../shared/http/index.js';
import { useCan } from '../../../shared/permissions/index.js';
import { saveFile } from '../../../shared/ui/save-file.js';
import { ReportFigure } from '../report-figure.js';
import { UncoveredPlacesTable } from './uncovered-places-table.js';
import { UncoveredStoresTable } from './uncovered-stores-table.js';
import { type UncoveredStore, useUncoveredStores } from './use-uncovered-stores.js';

type UncoveredReport = Camelize<UncoveredAddressesReport>;
export type UncoveredPlace = UncoveredReport['places'][number];

/** Leaflet and its styles load only when this report is shown. */
const UncoveredAddressesMap = lazy(() => import('./uncovered-addresses-map.js'));

const MAP_HEIGHT = 440;
const count = (n: number) => n.toLocaleString('es-CL');

interface UncoveredAddressesViewProps {
  report: UncoveredReport | undefined;
  title: string;
  fileName: string;
}

/**
 * Delivery orders refused for an address no zone covers: their totals, a map of the places as heat
 * with the stores and their zones, the stores' attempts and the places tried most, all places as CSV.
 */
export function UncoveredAddressesView({ report, title, fileName }: UncoveredAddressesViewProps) {
  const { t, i18n } = useTranslation('reports');
  const { mapTileUrl } = useTenant();
  const can = useCan();
  const places = report?.places ?? [];
  const stores = useUncoveredStores(report?.stores ?? []);
  const empty = report !== undefined && report.totals.attempts === 0;
  const nameOf = (store: UncoveredStore) =>
    store.name ?? t('salesReports.uncovered.store', { id: store.storeId });
  const column = (key: string) => t(`salesReports.uncovered.places.columns.${key}`);

  const downloadCsv = () => {
    const coordinate = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 6 });
    const file = csvDocument(
      ['rank', 'address', 'attempts', 'latitude', 'longitude'].map(column),
      places.map((place, i) => [
        i + 1,
        place.textAddress,
        place.attempts,
        coordinate.format(place.latitude),
        coordinate.format(place.longitude),
      ]),
      { language: i18n.language },
    );
    saveFile(new Blob([file], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
  };

  const mapLoading = (
    <Skeleton h={MAP_HEIGHT} radius="md" aria-label={t('salesReports.uncovered.mapLoading')} />
  );

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" maw={760}>
        {t('salesReports.uncovered.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ReportFigure
          label={t('salesReports.uncovered.totals.attempts')}
          value={report && count(report.totals.attempts)}
        />
        <ReportFigure
          label={t('salesReports.uncovered.totals.addresses')}
          value={report && count(report.totals.addresses)}
        />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm" wrap="nowrap">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={downloadCsv}
            disabled={places.length === 0}
          >
            {t('salesReports.uncovered.download')}
          </Button>
        </Group>
        {!report ? (
          mapLoading
        ) : empty ? (
          <Text
            c="dimmed"
            h={MAP_HEIGHT / 2}
            display="flex"
            style={{ alignItems: 'center', justifyContent: 'center' }}
          >
            {t('salesReports.uncovered.none')}
          </Text>
        ) : (
          <Stack gap="xs">
            <Suspense fallback={mapLoading}>
              <UncoveredAddressesMap
                places={places}
                stores={stores}
                tileUrl={mapTileUrl || null}
                nameOf={nameOf}
              />
            </Suspense>
            {places.length >= UNCOVERED_PLACES_LISTED && (
              <Text size="sm" c="dimmed">
                {t('salesReports.uncovered.capped', { shown: count(places.length) })}
              </Text>
            )}
          </Stack>
        )}
      </Paper>
      {report && !empty && (
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <UncoveredStoresTable
              stores={stores}
              nameOf={nameOf}
              linked={can({ policy: 'stores', action: 'show' })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <UncoveredPlacesTable places={places} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
