import { Stack } from '@mantine/core';
import { offeredDeliveryTypes } from '@tablero/domain';
import { useTenant } from '../../../app/tenant/tenant-context.js';
import type { Store } from '../api.js';
import { DeliveryMethodsFields } from '../components/delivery-methods-fields.js';
import { DeliverySettingsFields } from '../components/delivery-settings-fields.js';
import { DeliveryZonesSection } from '../components/delivery-zones-section.js';
import type { StoreForm } from './field-props.js';
import { mapCenterOf } from './map-center.js';

export function DeliveryTab({ form, saved }: { form: StoreForm; saved: Store | null }) {
  const { country, features, mapTileUrl } = useTenant();
  const offered = offeredDeliveryTypes({
    country,
    features,
    enabled: (saved?.deliveryMethods ?? []).filter((m) => m.enabled).map((m) => m.deliveryType),
  });
  const { latitude, longitude } = form.values;
  const center = mapCenterOf(
    country,
    latitude !== null && longitude !== null ? { latitude, longitude } : null,
  );

  return (
    <Stack gap="lg">
      <DeliveryMethodsFields form={form} offered={offered} />
      <DeliverySettingsFields form={form} />
      <DeliveryZonesSection
        value={form.values.deliveryAreas}
        onChange={(zones) => form.setValue('deliveryAreas', zones)}
        center={center}
        tileUrl={mapTileUrl}
        readOnly={form.readOnly}
        errors={form.errors}
      />
    </Stack>
  );
}
