import { useDroppable } from '@dnd-kit/core';
import { Badge, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardStatus } from './board-orders.js';

/** A status's column: where a card is dropped to move its order there. */
export function KitchenColumn({
  status,
  count,
  children,
}: {
  status: BoardStatus;
  count: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('orders');
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const titleId = `kitchen-column-${status}`;
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={titleId}
      data-testid={`kitchen-column-${status}`}
      radius="md"
      p="xs"
      bg={isOver ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'}
      style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <Group justify="space-between" px={4} pb="xs">
        <Title order={2} size="h4" id={titleId}>
          {t(`kitchen.columns.${status}`)}
        </Title>
        <Badge
          size="lg"
          variant={count > 0 ? 'filled' : 'default'}
          color={status === 'created' ? 'teal.9' : 'blue.8'}
        >
          {count}
        </Badge>
      </Group>
      <ScrollArea style={{ flex: 1 }} scrollbars="y" offsetScrollbars="y" type="auto">
        <Stack gap="sm" pb="xs">
          {count === 0 ? (
            <Text c="dimmed" ta="center" py="xl" size="sm">
              {t('kitchen.empty')}
            </Text>
          ) : (
            children
          )}
        </Stack>
      </ScrollArea>
    </Paper>
  );
}
