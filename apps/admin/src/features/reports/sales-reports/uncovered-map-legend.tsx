import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { heatOf, legendSteps, ZONE_OUTLINE } from './uncovered-heat.js';

interface UncoveredMapLegendProps {
  /** The attempts of the most tried place. */
  most: number;
  withZones: boolean;
  withoutTiles: boolean;
}

/** A circle as the map draws a place with `attempts`, and the count under it. */
function HeatSample({ attempts, most }: { attempts: number; most: number }) {
  const heat = heatOf(attempts, most);
  const size = heat.radius * 2 + 2;
  return (
    <Box ta="center">
      <svg width={size} height={size} aria-hidden="true" style={{ display: 'block', margin: '0 auto' }}>
        <circle
          cx={size / 2}
          cy={size / 2}
          r={heat.radius}
          fill={heat.color}
          fillOpacity={heat.fillOpacity}
          stroke={heat.color}
        />
      </svg>
      <Text size="xs">{attempts.toLocaleString('es-CL')}</Text>
    </Box>
  );
}

/** What the circles' sizes and colours count, the store's dot and the zones' outline. */
export function UncoveredMapLegend({ most, withZones, withoutTiles }: UncoveredMapLegendProps) {
  const { t } = useTranslation('reports');
  return (
    <Group gap="lg" wrap="wrap" align="flex-end">
      <Group gap="xs" align="flex-end">
        <Text size="sm" pb={18}>
          {t('salesReports.uncovered.legend.attempts')}
        </Text>
        {legendSteps(most).map((attempts) => (
          <HeatSample key={attempts} attempts={attempts} most={most} />
        ))}
      </Group>
      <Group gap={6} pb={18}>
        <Box aria-hidden className="tablero-dz-store-marker" w={14} h={14} />
        <Text size="sm">{t('salesReports.uncovered.legend.store')}</Text>
      </Group>
      {withZones && (
        <Group gap={6} pb={18}>
          <Box
            aria-hidden
            w={18}
            h={12}
            style={{ border: `2px dashed ${ZONE_OUTLINE.color}`, borderRadius: 2 }}
          />
          <Text size="sm">{t('salesReports.uncovered.legend.zone')}</Text>
        </Group>
      )}
      {withoutTiles && (
        <Text size="sm" c="dimmed" pb={18}>
          {t('salesReports.uncovered.legend.noTiles')}
        </Text>
      )}
    </Group>
  );
}
