import { NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../app/tenant/tenant-context.js';
import { FormSection } from '../../../shared/ui/form-section.js';
import type { StoreForm } from '../store-form/field-props.js';
import { type MapPoint, mapCenterOf } from '../store-form/map-center.js';
import { StoreLocationMap } from './store-location-map.js';

/** NumberInput answers text while a number is being typed or pasted whole ("-33.4325"). */
const coordinate = (value: number | string): number | null => {
  if (typeof value === 'number') return value;
  const parsed = Number(value.trim());
  return value.trim() !== '' && Number.isFinite(parsed) ? parsed : null;
};

export function StoreAddressFields({ form }: { form: StoreForm }) {
  const { t } = useTranslation('storeForm');
  const { country, mapTileUrl } = useTenant();
  const { latitude, longitude } = form.values;
  const point = latitude !== null && longitude !== null ? { latitude, longitude } : null;
  const { setValue } = form;
  const place = useCallback(
    (next: MapPoint) => {
      setValue('latitude', next.latitude);
      setValue('longitude', next.longitude);
    },
    [setValue],
  );
  const pointError = form.errors.latitude ?? form.errors.longitude;

  return (
    <FormSection title={t('sections.address')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('fields.textAddress')}
          description={t('fields.textAddressHint')}
          required
          maxLength={300}
          {...form.textField('textAddress')}
        />
        <TextInput label={t('fields.commune')} maxLength={100} {...form.textField('commune')} />
      </SimpleGrid>
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t('fields.map')}
        </Text>
        <Text size="xs" c="dimmed">
          {mapTileUrl ? t('fields.mapHint') : `${t('fields.mapHint')} ${t('fields.noTiles')}`}
        </Text>
        <StoreLocationMap
          point={point}
          center={mapCenterOf(country, point)}
          tileUrl={mapTileUrl}
          readOnly={form.readOnly}
          label={t('fields.map')}
          onChange={place}
        />
        <SimpleGrid cols={2}>
          <NumberInput
            label={t('fields.latitude')}
            value={latitude ?? ''}
            onChange={(value) => setValue('latitude', coordinate(value))}
            decimalScale={6}
            min={-90}
            max={90}
            hideControls
            error={pointError}
          />
          <NumberInput
            label={t('fields.longitude')}
            value={longitude ?? ''}
            onChange={(value) => setValue('longitude', coordinate(value))}
            decimalScale={6}
            min={-180}
            max={180}
            hideControls
            error={pointError ? true : undefined}
          />
        </SimpleGrid>
      </Stack>
    </FormSection>
  );
}
