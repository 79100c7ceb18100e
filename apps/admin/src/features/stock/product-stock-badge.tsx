import { Badge, Stack, Text } from '@mantine/core';
import type { ProductStockOut } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import type { Camelize } from '../../shared/http/index.js';
import { HoverTooltip } from '../../shared/ui/hover-tooltip.js';
import { useUntilText } from './use-until-text.js';

/** The product list's "Agotado en 2 tiendas", each store and until when in its tooltip. */
export function ProductStockBadge({ stockOuts }: { stockOuts: Camelize<ProductStockOut>[] }) {
  const { t } = useTranslation('stock');
  const until = useUntilText();
  if (stockOuts.length === 0) return null;
  const details = stockOuts.map((out) =>
    t('productBadgeDetail', { store: out.storeName, until: until(out.until) }),
  );
  return (
    <HoverTooltip
      label={
        <Stack gap={2}>
          {details.map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Stack>
      }
    >
      <Badge
        color="red"
        variant="light"
        size="sm"
        tt="none"
        tabIndex={0}
        aria-description={details.join('; ')}
      >
        {t('productBadge', { count: stockOuts.length })}
      </Badge>
    </HoverTooltip>
  );
}
