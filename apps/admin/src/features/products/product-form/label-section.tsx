import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { productLabelTypes, productLimits } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/ui/form-section.js';
import { ZonedDateTimeField } from '../components/zoned-date-time-field.js';
import { fieldOf, type ProductForm } from './field-props.js';
import type { ProductFormValues } from './product-form-values.js';

/** Spec part 2 §5: label up to 18 characters, its type required, its window whole and in order. */
export function LabelSection({ form }: { form: ProductForm }) {
  const { t } = useTranslation('products');
  return (
    <FormSection title={t('sections.label')} description={t('sections.labelHint')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('fields.label')}
          description={`${t('fields.labelHint')} ${form.values.label.length}/${productLimits.labelMax}`}
          {...form.textField('label')}
        />
        <Select
          label={t('fields.labelType')}
          data={productLabelTypes.map((type) => ({ value: type, label: t(`labelTypes.${type}`) }))}
          value={form.values.labelType || null}
          onChange={(value) => form.setValue('labelType', (value ?? '') as ProductFormValues['labelType'])}
          clearable
          error={form.errors.labelType}
        />
        <ZonedDateTimeField
          label={t('fields.startDatetimeLabel')}
          {...fieldOf(form, 'startDatetimeLabel')}
          disabled={form.readOnly}
        />
        <ZonedDateTimeField
          label={t('fields.endDatetimeLabel')}
          {...fieldOf(form, 'endDatetimeLabel')}
          disabled={form.readOnly}
        />
      </SimpleGrid>
    </FormSection>
  );
}
