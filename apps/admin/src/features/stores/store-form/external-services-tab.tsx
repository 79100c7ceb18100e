import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExternalIdsFields } from '../components/external-ids-fields.js';
import type { StoreForm } from './field-props.js';

export function ExternalServicesTab({ form }: { form: StoreForm }) {
  const { t } = useTranslation('storeForm');
  return (
    <Stack gap="lg">
      <ExternalIdsFields form={form} title={t('sections.deliveryMethods')} keys={['uberId', 'cabifyId']} />
      <ExternalIdsFields form={form} title={t('sections.channels')} keys={['uberEatsId', 'rappiId']} />
      <ExternalIdsFields
        form={form}
        title={t('sections.pos')}
        keys={['alohaId', 'popappId', 'ordaticId', 'toteatId', 'toteatRestaurantId', 'fudoId', 'fbdId']}
      />
      <ExternalIdsFields
        form={form}
        title={t('sections.commerceCodes')}
        keys={['sodexoCommerceCode', 'chekCommerceCode']}
      />
    </Stack>
  );
}
