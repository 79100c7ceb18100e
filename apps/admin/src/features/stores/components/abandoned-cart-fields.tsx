import { NumberInput, SimpleGrid, Switch } from '@mantine/core';
import { storeLimits } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/ui/form-section.js';
import { numberField, type StoreForm, switchField } from '../store-form/field-props.js';

/** Spec part 1 §5: the abandoned-cart reminder waits at least 5 minutes. */
export function AbandonedCartFields({ form }: { form: StoreForm }) {
  const { t } = useTranslation('storeForm');
  return (
    <FormSection title={t('sections.abandonedCart')}>
      <Switch
        label={t('fields.abandonedShoppingCartCouponIdEnabled')}
        {...switchField(form, 'abandonedShoppingCartCouponIdEnabled')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={t('fields.cartNotificationIntervalMinutes')}
          description={t('fields.cartNotificationHint', { min: storeLimits.minAbandonedCartMinutes })}
          rightSection={t('fields.minutes')}
          rightSectionWidth={44}
          min={storeLimits.minAbandonedCartMinutes}
          allowDecimal={false}
          {...numberField(form, 'cartNotificationIntervalMinutes')}
        />
        {form.values.abandonedShoppingCartCouponIdEnabled && (
          <NumberInput
            label={t('fields.abandonedShoppingCartCouponId')}
            min={1}
            allowDecimal={false}
            hideControls
            {...numberField(form, 'abandonedShoppingCartCouponId')}
          />
        )}
      </SimpleGrid>
    </FormSection>
  );
}
