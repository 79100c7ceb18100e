import { Card, Center, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StoreRow } from '../api.js';
import { storeAddress } from './store-address.js';
import { StoreRowActions, type StoreRowHandlers } from './store-row-actions.js';
import { StoreStateBadge } from './store-state-badge.js';

interface StoreGridProps {
  stores: StoreRow[] | undefined;
  loading: boolean;
  emptyText: string;
  handlers: StoreRowHandlers;
}

/** The grid view of the list: one card per store with the same facts and actions as a row. */
export function StoreGrid({ stores, loading, emptyText, handlers }: StoreGridProps) {
  const { t } = useTranslation();
  if (!stores) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common:table.loading')} />
      </Center>
    );
  }
  if (stores.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy={loading} data-testid="store-grid">
      {stores.map((store) => (
        <Card key={store.id} withBorder radius="md" padding="md" component="article" aria-label={store.name}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600} lineClamp={1}>
                {store.name}
              </Text>
              <StoreRowActions store={store} handlers={handlers} />
            </Group>
            <Text size="sm" lineClamp={2}>
              {storeAddress(store)}
            </Text>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {store.menuName ?? t('stores:noMenu')}
              </Text>
              <StoreStateBadge store={store} />
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
