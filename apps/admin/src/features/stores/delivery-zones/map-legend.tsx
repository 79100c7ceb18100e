import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AreaPalette } from './area-style.js';
import { KindSwatch } from './kind-swatch.js';

interface MapLegendProps {
  palette: AreaPalette;
  withoutTiles: boolean;
}

export function MapLegend({ palette, withoutTiles }: MapLegendProps) {
  const { t } = useTranslation();
  return (
    <Group gap="md" wrap="wrap">
      <Group gap={6}>
        <KindSwatch color={palette.zone} />
        <Text size="sm">{t('deliveryZones:kinds.zone')}</Text>
      </Group>
      <Group gap={6}>
        <KindSwatch color={palette.exclusion} dashed />
        <Text size="sm">{t('deliveryZones:kinds.exclusion')}</Text>
      </Group>
      <Group gap={6}>
        <Box aria-hidden className="tablero-dz-store-marker" w={14} h={14} />
        <Text size="sm">{t('deliveryZones:map.store')}</Text>
      </Group>
      {withoutTiles && (
        <Text size="sm" c="dimmed">
          {t('deliveryZones:map.noTiles')}
        </Text>
      )}
    </Group>
  );
}
