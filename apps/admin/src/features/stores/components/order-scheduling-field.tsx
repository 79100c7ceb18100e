import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/ui/form-section.js';
import { type StoreFieldsForm, switchField } from '../store-form/field-props.js';

/** Spec part 1 §4: orders accepted up to 3 days ahead. */
export function OrderSchedulingField({ form }: { form: StoreFieldsForm<'futureOrdersEnabled'> }) {
  const { t } = useTranslation('storeForm');
  return (
    <FormSection title={t('sections.scheduling')}>
      <Switch
        label={t('fields.futureOrdersEnabled')}
        description={t('fields.futureOrdersHint')}
        {...switchField(form, 'futureOrdersEnabled')}
      />
    </FormSection>
  );
}
