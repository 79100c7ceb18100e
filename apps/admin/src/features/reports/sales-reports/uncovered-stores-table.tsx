import { Anchor, Paper, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { editStoreUrl } from '../../stores/urls.js';
import type { UncoveredStore } from './use-uncovered-stores.js';

interface UncoveredStoresTableProps {
  /** Most attempts first, as the report lists them. */
  stores: UncoveredStore[];
  nameOf(store: UncoveredStore): string;
  /** Names link to the store's delivery zones, where a zone can be widened. */
  linked: boolean;
}

/** The refused orders of each store, most first. */
export function UncoveredStoresTable({ stores, nameOf, linked }: UncoveredStoresTableProps) {
  const { t } = useTranslation('reports');
  const title = t('salesReports.uncovered.stores.title');
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <Table striped aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('salesReports.uncovered.stores.columns.store')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('salesReports.uncovered.stores.columns.attempts')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stores.map((store) => (
            <Table.Tr key={store.storeId}>
              <Table.Td>
                {linked ? (
                  <Anchor
                    component={Link}
                    to={editStoreUrl(store.storeId, 'delivery')}
                    size="sm"
                    title={t('salesReports.uncovered.stores.zonesOf', { name: nameOf(store) })}
                  >
                    {nameOf(store)}
                  </Anchor>
                ) : (
                  nameOf(store)
                )}
              </Table.Td>
              <Table.Td ta="right">{store.attempts.toLocaleString('es-CL')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
