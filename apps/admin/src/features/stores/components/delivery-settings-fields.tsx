import { Group, Radio, Textarea } from '@mantine/core';
import { deliveryCalculationTypes } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/ui/form-section.js';
import type { StoreForm } from '../store-form/field-props.js';
import type { StoreFormValues } from '../store-form/store-form-values.js';

export function DeliverySettingsFields({ form }: { form: StoreForm }) {
  const { t } = useTranslation('storeForm');
  return (
    <FormSection title={t('sections.deliverySettings')}>
      <Radio.Group
        label={t('fields.deliveryCalculationType')}
        value={form.values.deliveryCalculationType}
        onChange={(v) =>
          form.setValue('deliveryCalculationType', v as StoreFormValues['deliveryCalculationType'])
        }
        error={form.errors.deliveryCalculationType}
      >
        <Group mt="xs" gap="lg">
          {deliveryCalculationTypes.map((type) => (
            <Radio key={type} value={type} label={t(`calculationTypes.${type}`)} />
          ))}
        </Group>
      </Radio.Group>
      <Textarea
        label={t('fields.deliveryInstructions')}
        autosize
        minRows={2}
        maxLength={500}
        value={form.values.deliveryInstructions}
        onChange={(e) => form.setValue('deliveryInstructions', e.currentTarget.value)}
        error={form.errors.deliveryInstructions}
      />
    </FormSection>
  );
}
