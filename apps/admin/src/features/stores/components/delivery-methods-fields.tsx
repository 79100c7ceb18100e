import { Alert, Stack } from '@mantine/core';
import type { DeliveryType } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/ui/form-section.js';
import type { StoreForm } from '../store-form/field-props.js';
import type { DeliveryMethodValue } from '../store-form/store-form-values.js';
import { DeliveryMethodCard } from './delivery-method-card.js';

interface DeliveryMethodsFieldsProps {
  form: StoreForm;
  /** The delivery types this store may use (spec part 1 §5 offering rules). */
  offered: readonly DeliveryType[];
}

/** Each offered delivery option, and any the store already has switched on. */
export function DeliveryMethodsFields({ form, offered }: DeliveryMethodsFieldsProps) {
  const { t } = useTranslation('storeForm');
  const methods = form.values.deliveryMethods;
  const setMethod = (index: number, next: DeliveryMethodValue) =>
    form.setValue(
      'deliveryMethods',
      methods.map((m, i) => (i === index ? next : m)),
    );
  const listError = form.errors.deliveryMethods;

  return (
    <FormSection title={t('sections.deliveryMethods')}>
      {listError && (
        <Alert color="red" variant="light" role="alert">
          {listError}
        </Alert>
      )}
      <Stack gap="sm">
        {methods.map((method, index) =>
          offered.includes(method.deliveryType) || method.enabled ? (
            <DeliveryMethodCard
              key={method.id ?? method.deliveryType}
              value={method}
              index={index}
              errors={form.errors}
              onChange={(next) => setMethod(index, next)}
            />
          ) : null,
        )}
      </Stack>
    </FormSection>
  );
}
