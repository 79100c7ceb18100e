import { Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UncoveredPlace } from './uncovered-addresses-view.js';

/** The places the table lists; the CSV has them all. */
export const PLACES_SHOWN = 20;

/** The places tried most, with the address last typed at each. */
export function UncoveredPlacesTable({ places }: { places: UncoveredPlace[] }) {
  const { t } = useTranslation('reports');
  const title = t('salesReports.uncovered.places.title');
  const column = (key: string) => t(`salesReports.uncovered.places.columns.${key}`);
  const shown = places.slice(0, PLACES_SHOWN);
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <Table striped aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={40}>
              {column('rank')}
            </Table.Th>
            <Table.Th scope="col">{column('address')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {column('attempts')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((place, i) => (
            <Table.Tr key={`${place.latitude},${place.longitude}`}>
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td>{place.textAddress || t('salesReports.uncovered.noAddress')}</Table.Td>
              <Table.Td ta="right">{place.attempts.toLocaleString('es-CL')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {places.length > shown.length && (
        <Text size="sm" c="dimmed" mt="xs">
          {t('salesReports.uncovered.places.shown', {
            shown: shown.length,
            total: places.length.toLocaleString('es-CL'),
          })}
        </Text>
      )}
    </Paper>
  );
}
