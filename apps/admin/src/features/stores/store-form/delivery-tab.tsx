import { Stack } from '@mantine/core';
import { offeredDeliveryTypes } from '@tablero/domain';
import { useTenant } from '../../../app/tenant/tenant-context.js';
import type { Store } from '../api.js';
import { DeliveryMethodsFields } from '../components/delivery-methods-fields.js';
import { DeliverySettingsFields } from '../components/delivery-settings-fields.js';
import { DeliveryZonesField } from '../components/delivery-zones-field.js';
import type { StoreForm } from './field-props.js';
import { mapCenterOf } from './map-center.js';
import { storeFormValues } from './store-form-values.js';

interface DeliveryTabProps {
  form: StoreForm;
  saved: Store | null;
  /** Uploads a KML for the saved store and answers the store as saved; absent while creating. */
  importKml?(file: File): Promise<Store>;
  /** Downloads the saved zones (edit only). */
  exportZones?(format: 'kml' | 'geojson'): Promise<void>;
}

export function DeliveryTab({ form, saved, importKml, exportZones }: DeliveryTabProps) {
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
      <DeliveryZonesField
        value={form.values.deliveryAreas}
        onChange={(zones) => form.setValue('deliveryAreas', zones)}
        center={center}
        tileUrl={mapTileUrl}
        readOnly={form.readOnly}
        errors={form.errors}
        exportZones={exportZones}
        importKml={
          importKml &&
          (async (file) => {
            const zones = storeFormValues(await importKml(file), offered).deliveryAreas;
            form.setSavedValue('deliveryAreas', zones);
            return zones;
          })
        }
      />
    </Stack>
  );
}
