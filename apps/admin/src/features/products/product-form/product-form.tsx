import 'dayjs/locale/es';
import '@mantine/dates/styles.css';
import { Stack } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { FormPage, useFormPage } from '../../../shared/ui/form-page/index.js';
import type { Product } from '../api.js';
import { ExtraSection } from './extra-section.js';
import { GeneralSection } from './general-section.js';
import { LabelSection } from './label-section.js';
import { ModifiersSection } from './modifiers-section.js';
import { PricingSection } from './pricing-section.js';
import { checkProductForm } from './product-body.js';
import type { ProductFormValues } from './product-form-values.js';

interface ProductFormProps {
  initialValues: ProductFormValues;
  submit(values: ProductFormValues): Promise<Product>;
  onSaved(product: Product): void;
  submitLabel?: string;
  readOnly: boolean;
}

/** Every product field of spec part 2 §3, in sections; checked on submit with the API's own rules. */
export function ProductForm({ initialValues, submit, onSaved, submitLabel, readOnly }: ProductFormProps) {
  const { t, i18n } = useTranslation('products');
  const form = useFormPage<ProductFormValues>({
    initialValues,
    validate: (values) => checkProductForm(values as ProductFormValues),
    submit,
    onSaved: (result) => onSaved(result as Product),
    nestedErrorPaths: true,
    readOnly,
  });
  const locale = i18n.language.startsWith('en') ? 'en' : 'es';
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
      <FormPage form={form} label={t('form.label')} submitLabel={submitLabel}>
        <Stack gap="lg">
          <GeneralSection form={form} />
          <PricingSection form={form} />
          <LabelSection form={form} />
          <ModifiersSection form={form} />
          <ExtraSection form={form} />
        </Stack>
      </FormPage>
    </DatesProvider>
  );
}
