import { NumberInput, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/ui/form-section.js';
import { numberField, type StoreFieldsForm } from '../store-form/field-props.js';

/** Spec part 1 §5: both estimated times are required, numeric and greater than 0. */
export function WaitTimesFields({ form }: { form: StoreFieldsForm<'deliveryWaitTime' | 'pickUpWaitTime'> }) {
  const { t } = useTranslation('storeForm');
  return (
    <FormSection title={t('sections.waitTimes')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={t('fields.deliveryWaitTime')}
          rightSection={t('fields.minutes')}
          rightSectionWidth={44}
          required
          min={1}
          allowDecimal={false}
          {...numberField(form, 'deliveryWaitTime')}
        />
        <NumberInput
          label={t('fields.pickUpWaitTime')}
          rightSection={t('fields.minutes')}
          rightSectionWidth={44}
          required
          min={1}
          allowDecimal={false}
          {...numberField(form, 'pickUpWaitTime')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
