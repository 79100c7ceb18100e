import { Alert, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http/index.js';
import type { FieldErrors } from '../../../shared/ui/form-page/index.js';
import { FormSection } from '../../../shared/ui/form-section.js';
import { showError, showSuccess } from '../../../shared/ui/toasts.js';
import { DeliveryZonesEditor } from '../delivery-zones/index.js';
import type { MapPoint } from '../store-form/map-center.js';
import type { DeliveryAreaValue } from '../store-form/store-form-values.js';
import { ZonesDownloadMenu } from './zones-download-menu.js';

export interface DeliveryZonesFieldProps {
  value: DeliveryAreaValue[];
  onChange(value: DeliveryAreaValue[]): void;
  center: MapPoint;
  tileUrl: string | null;
  readOnly?: boolean;
  /** Messages keyed `deliveryAreas`, `deliveryAreas.2.name`, … */
  errors?: FieldErrors;
  /** Uploads a KML for a saved store and answers its zones as saved; absent while creating. */
  importKml?(file: File): Promise<DeliveryAreaValue[]>;
  /** Downloads the saved zones as a file; absent while creating. */
  exportZones?(format: 'kml' | 'geojson'): Promise<void>;
}

const AREA_ERROR = /^deliveryAreas\.(\d+)/;

/** The form's messages on one area, by the area's place in the list, as the map editor takes them. */
export function areaErrorsOf(errors: FieldErrors): Record<number, string> {
  const byIndex: Record<number, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const index = AREA_ERROR.exec(key)?.[1];
    if (index !== undefined) byIndex[Number(index)] ??= message;
  }
  return byIndex;
}

/** Delivery and exclusion zones on the map, with KML upload once the store exists. */
export function DeliveryZonesField({
  importKml,
  exportZones,
  errors = {},
  ...props
}: DeliveryZonesFieldProps) {
  const { t } = useTranslation('storeForm');
  const [importing, setImporting] = useState(false);
  const listError = errors.deliveryAreas;

  const onImportKml =
    importKml &&
    (async (file: File) => {
      setImporting(true);
      try {
        const zones = await importKml(file);
        showSuccess(t('zonesImported', { count: zones.length }));
      } catch (error) {
        if (!(isApiError(error) && (error.status === 401 || error.status === 403)))
          showError(
            isApiError(error) && error.fieldErrors[0]
              ? error.fieldErrors[0].message
              : String((error as Error).message),
          );
      } finally {
        setImporting(false);
      }
    });

  return (
    <FormSection
      title={t('sections.zones')}
      description={t('fields.zonesCount', { count: props.value.length })}
    >
      {listError && (
        <Alert color="red" variant="light" role="alert">
          <Text size="sm">{listError}</Text>
        </Alert>
      )}
      {exportZones && <ZonesDownloadMenu onDownload={exportZones} />}
      <DeliveryZonesEditor
        {...props}
        errors={areaErrorsOf(errors)}
        onImportKml={onImportKml}
        importingKml={importing}
      />
    </FormSection>
  );
}
