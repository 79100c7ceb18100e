import { SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FormPageState } from '../../../shared/ui/form-page/index.js';
import { FormSection } from '../../../shared/ui/form-section.js';
import { MoneyInput } from '../../../shared/ui/money-input.js';
import { numberField, switchField } from '../settings-form/field-props.js';
import type { GeneralValues } from './general-fields.js';

export type GeneralForm = FormPageState<GeneralValues>;

/** Where orders are announced, what delivery costs and the order amounts each dispatch takes. */
export function OrdersSection({ form }: { form: GeneralForm }) {
  const { t } = useTranslation('settings');
  const dynamic = form.values['general.dynamicDeliveryPrice.enabled'];
  return (
    <FormSection title={t('sections.orders')} description={t('sections.ordersHint')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="email"
          label={t('fields.general.restaurantEmail')}
          description={t('hints.restaurantEmail')}
          {...form.textField('general.restaurantEmail')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MoneyInput
          label={t('fields.general.deliveryPrice')}
          description={t('hints.deliveryPrice')}
          required
          {...numberField(form, 'general.deliveryPrice')}
        />
        <MoneyInput
          label={t('fields.general.maxPriceForPickUp')}
          description={t('hints.noLimit')}
          {...numberField(form, 'general.maxPriceForPickUp')}
        />
        <MoneyInput
          label={t('fields.general.minPriceForDelivery')}
          description={t('hints.noMinimum')}
          {...numberField(form, 'general.minPriceForDelivery')}
        />
        <MoneyInput
          label={t('fields.general.maxPriceForDelivery')}
          description={t('hints.noLimit')}
          {...numberField(form, 'general.maxPriceForDelivery')}
        />
      </SimpleGrid>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('groups.freeDelivery')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MoneyInput
            label={t('fields.general.freeDelivery.minimumValue')}
            description={t('hints.freeDelivery')}
            {...numberField(form, 'general.freeDelivery.minimumValue')}
          />
        </SimpleGrid>
        <Switch
          label={t('fields.general.freeDelivery.enabledForExternalDelivery')}
          description={t('hints.externalDelivery')}
          {...switchField(form, 'general.freeDelivery.enabledForExternalDelivery')}
        />
      </Stack>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('groups.dynamicDeliveryPrice')}
        </Title>
        <Switch
          label={t('fields.general.dynamicDeliveryPrice.enabled')}
          description={t('hints.dynamicDeliveryPrice')}
          {...switchField(form, 'general.dynamicDeliveryPrice.enabled')}
        />
        {dynamic && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <MoneyInput
              label={t('fields.general.dynamicDeliveryPrice.basePrice')}
              {...numberField(form, 'general.dynamicDeliveryPrice.basePrice')}
            />
            <MoneyInput
              label={t('fields.general.dynamicDeliveryPrice.kmPrice')}
              required
              {...numberField(form, 'general.dynamicDeliveryPrice.kmPrice')}
            />
          </SimpleGrid>
        )}
      </Stack>
    </FormSection>
  );
}
