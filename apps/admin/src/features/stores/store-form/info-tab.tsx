import { Stack } from '@mantine/core';
import { AbandonedCartFields } from '../components/abandoned-cart-fields.js';
import { CheckoutQuestionsFields } from '../components/checkout-questions-fields.js';
import { ContactChannelFields } from '../components/contact-channel-fields.js';
import { NpsField } from '../components/nps-field.js';
import { OrderMethodField } from '../components/order-method-field.js';
import { PaymentMethodsFields } from '../components/payment-methods-fields.js';
import { StoreAddressFields } from '../components/store-address-fields.js';
import { StoreInfoFields } from '../components/store-info-fields.js';
import { SubscriptionQuotesField } from '../components/subscription-quotes-field.js';
import { TipFields } from '../components/tip-fields.js';
import type { StoreForm } from './field-props.js';
import type { StoreFormValues } from './store-form-values.js';

interface InfoTabProps {
  form: StoreForm;
  savedPaymentMethods: StoreFormValues['paymentMethods'] | null;
}

export function InfoTab({ form, savedPaymentMethods }: InfoTabProps) {
  return (
    <Stack gap="lg">
      <StoreInfoFields form={form} />
      <StoreAddressFields form={form} />
      <OrderMethodField form={form} />
      <PaymentMethodsFields form={form} current={savedPaymentMethods} />
      <CheckoutQuestionsFields form={form} />
      <NpsField form={form} />
      <TipFields form={form} />
      <ContactChannelFields form={form} />
      <AbandonedCartFields form={form} />
      <SubscriptionQuotesField form={form} />
    </Stack>
  );
}
