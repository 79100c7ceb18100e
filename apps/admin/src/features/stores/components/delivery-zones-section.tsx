import { Alert, Badge, Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../shared/ui/form-page/index.js';
import type { MapPoint } from '../store-form/map-center.js';
import type { DeliveryAreaValue } from '../store-form/store-form-values.js';
import { FormSection } from './form-section.js';

export interface DeliveryZonesSectionProps {
  value: DeliveryAreaValue[];
  onChange(value: DeliveryAreaValue[]): void;
  center: MapPoint;
  tileUrl: string | null;
  readOnly?: boolean;
  /** Messages keyed `deliveryAreas`, `deliveryAreas.2.name`, … */
  errors?: FieldErrors;
}

/**
 * Delivery and exclusion zones. The map editor (`DeliveryZonesEditor` of
 * features/stores/delivery-zones, same props) plugs in here in place of this summary; until then
 * the zones are listed read-only and kept in the form so that a save keeps them.
 */
export function DeliveryZonesSection({ value, errors = {} }: DeliveryZonesSectionProps) {
  const { t } = useTranslation('storeForm');
  const messages = Object.entries(errors).filter(([key]) => key.startsWith('deliveryAreas'));
  return (
    <FormSection title={t('sections.zones')} description={t('fields.zonesCount', { count: value.length })}>
      {messages.length > 0 && (
        <Alert color="red" variant="light" role="alert">
          {messages.map(([key, message]) => (
            <Text key={key} size="sm">
              {message}
            </Text>
          ))}
        </Alert>
      )}
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('fields.noZones')}
        </Text>
      ) : (
        <List spacing={6}>
          {value.map((zone, index) => (
            <List.Item key={zone.id ?? `new-${index}`}>
              <Group gap="xs">
                <Text size="sm" fw={500} td={zone.destroy ? 'line-through' : undefined}>
                  {zone.name}
                </Text>
                <Badge size="sm" variant="light" color={zone.kind === 'exclusion' ? 'red' : 'blue'}>
                  {t(`zoneKinds.${zone.kind}`)}
                </Badge>
                <Text size="xs" c="dimmed">
                  {t('fields.zonePoints', { count: zone.points.length })}
                </Text>
                {zone.locked && (
                  <Badge size="sm" color="gray">
                    {t('fields.zoneLocked')}
                  </Badge>
                )}
                {zone.destroy && (
                  <Badge size="sm" color="red" variant="outline">
                    {t('fields.zoneDeleted')}
                  </Badge>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </FormSection>
  );
}
