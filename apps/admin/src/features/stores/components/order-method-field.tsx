import { Group, Radio } from '@mantine/core';
import { type OrderMethod, orderMethods } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/ui/form-section.js';
import type { StoreFieldsForm } from '../store-form/field-props.js';

/** Spec part 1 §4: the order method maps to the delivery and pickup flags. */
export function OrderMethodField({ form }: { form: StoreFieldsForm<'orderMethod'> }) {
  const { t } = useTranslation('storeForm');
  return (
    <FormSection title={t('sections.orderMode')}>
      <Radio.Group
        label={t('fields.orderMethod')}
        value={form.values.orderMethod}
        onChange={(value) => form.setValue('orderMethod', value as OrderMethod)}
        error={form.errors.orderMethod}
      >
        <Group mt="xs" gap="lg">
          {orderMethods.map((method) => (
            <Radio key={method} value={method} label={t(`orderMethods.${method}`)} />
          ))}
        </Group>
      </Radio.Group>
    </FormSection>
  );
}
