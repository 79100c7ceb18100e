import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type OrderStatus, openOrderStatuses } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { OrderStatusBadge } from '../../orders/order-list/order-status-badge.js';
import { useOrdersToday } from '../api.js';

const MINUTE = 60_000;

function Live({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value === null ? (
        <Skeleton h={26} mt={4} w="60%" />
      ) : (
        <Text size="lg" fw={700}>
          {value}
        </Text>
      )}
    </div>
  );
}

/** Today as the kitchens live it: open orders, the longest wait, minutes to complete, orders per status. */
export function OrdersTodayCard({ storeIds }: { storeIds: number[] }) {
  const { t } = useTranslation('reports');
  const today = useOrdersToday(storeIds);
  const data = today.data;
  const waited = (at: string) => Math.max(0, Math.round((Date.now() - Date.parse(at)) / MINUTE));
  const shown = data?.statuses.filter(
    (s) => s.orders > 0 || (openOrderStatuses as readonly OrderStatus[]).includes(s.status),
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="orders-today-title">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="orders-today-title">
            {t('dashboard.live.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {today.isError ? t('dashboard.live.failed') : t('dashboard.live.refresh')}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Live label={t('dashboard.live.open')} value={data ? data.open.toLocaleString('es-CL') : null} />
          <Live
            label={t('dashboard.live.oldest')}
            value={
              data
                ? data.oldestOpenAt
                  ? t('dashboard.live.minutes', { value: waited(data.oldestOpenAt).toLocaleString('es-CL') })
                  : t('dashboard.live.nobodyWaiting')
                : null
            }
          />
          <Live
            label={t('dashboard.live.toComplete')}
            value={
              data
                ? data.averageMinutesToComplete === null
                  ? t('dashboard.live.noneCompleted')
                  : t('dashboard.live.minutes', {
                      value: data.averageMinutesToComplete.toLocaleString('es-CL'),
                    })
                : null
            }
          />
        </SimpleGrid>
        <Group gap="xs" aria-label={t('dashboard.live.byStatus')} role="list">
          {shown?.map((s) => (
            <Group key={s.status} gap={4} role="listitem" wrap="nowrap">
              <OrderStatusBadge status={s.status} />
              <Text size="sm" fw={600}>
                {s.orders.toLocaleString('es-CL')}
              </Text>
            </Group>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
