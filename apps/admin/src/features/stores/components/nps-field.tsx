import { NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/ui/form-section.js';
import { numberField, type StoreForm } from '../store-form/field-props.js';

/** Spec part 1 §9: the NPS email goes 45 minutes after the order by default. */
export function NpsField({ form }: { form: StoreForm }) {
  const { t } = useTranslation('storeForm');
  return (
    <FormSection title={t('sections.nps')}>
      <NumberInput
        label={t('fields.npsEmailTimer')}
        description={t('fields.npsEmailTimerHint')}
        rightSection={t('fields.minutes')}
        rightSectionWidth={44}
        min={0}
        max={10080}
        allowDecimal={false}
        maw={260}
        {...numberField(form, 'npsEmailTimer')}
      />
    </FormSection>
  );
}
