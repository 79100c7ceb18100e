import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StockOut } from './api.js';
import { useUntilText } from './use-until-text.js';

/** The board's line of what is out now in the stores it shows, each with until when. */
export function StockStrip({ outs, storeNames }: { outs: StockOut[]; storeNames?: Map<number, string> }) {
  const { t } = useTranslation('stock');
  const until = useUntilText();
  if (outs.length === 0) return null;
  return (
    <Group gap={6} data-testid="stock-strip">
      <Text size="sm" fw={600}>
        {t('strip')}:
      </Text>
      {outs.map((out) => {
        const where = storeNames?.get(out.storeId);
        return (
          <Badge
            key={`${out.storeId}:${out.itemType}:${out.itemId}`}
            color="red"
            variant="light"
            size="lg"
            tt="none"
          >
            {out.name}
            {where ? ` · ${where}` : ''} · {until(out.until)}
          </Badge>
        );
      })}
    </Group>
  );
}
