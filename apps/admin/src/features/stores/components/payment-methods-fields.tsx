import { SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  type DispatchMode,
  dispatchModes,
  enabledDispatchModes,
  offeredPaymentMethods,
  type PaymentMethodKey,
  type PaymentMethods,
  paymentMethodKeys,
  type StoreState,
} from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../app/tenant/tenant-context.js';
import { toCamelKey } from '../../../shared/http/case.js';
import { FormSection } from '../../../shared/ui/form-section.js';
import type { StoreForm } from '../store-form/field-props.js';
import type { StoreFormValues } from '../store-form/store-form-values.js';
import { PaymentModeChecklist } from './payment-mode-checklist.js';

type ModeKey = keyof StoreFormValues['paymentMethods'];
const modeKey = (mode: DispatchMode) => toCamelKey(mode) as ModeKey;

interface PaymentMethodsFieldsProps {
  form: StoreForm;
  /** What the store has saved; legacy methods stay offered only where already enabled (§5). */
  current: StoreFormValues['paymentMethods'] | null;
}

/**
 * Spec part 1 §5: cash and card always; Webpay and Oneclick once their commerce code is in;
 * the legacy methods only where already enabled. Webpay's newer key `webpay` shows only where a
 * store has it, since `online` is the same Webpay. A method checked but no longer offered stays
 * listed so it can be unchecked.
 */
export function PaymentMethodsFields({ form, current }: PaymentMethodsFieldsProps) {
  const { t } = useTranslation('storeForm');
  const { features } = useTenant();
  const { values } = form;
  const orderMethodOnly = { order_method: values.orderMethod } as Pick<StoreState, 'order_method'>;
  const modes = enabledDispatchModes(orderMethodOnly as StoreState, features);
  const saved = current ?? { delivery: [], inStore: [], orderTakerInStore: [], orderTakerStoreDelivery: [] };
  const offerContext = {
    webpay_commerce_code: values.webpayCommerceCode.trim() || null,
    oneclick_commerce_code: values.oneclickCommerceCode.trim() || null,
    current: Object.fromEntries(dispatchModes.map((m) => [m, saved[modeKey(m)]])) as PaymentMethods,
  };

  const optionsFor = (mode: DispatchMode) => {
    const checked = values.paymentMethods[modeKey(mode)];
    const offered = offeredPaymentMethods(mode, offerContext).filter(
      (key) => key !== 'webpay' || saved[modeKey(mode)].includes('webpay'),
    );
    return paymentMethodKeys.filter((key) => offered.includes(key) || checked.includes(key));
  };

  const setMode = (mode: DispatchMode, methods: PaymentMethodKey[]) =>
    form.setValue('paymentMethods', { ...values.paymentMethods, [modeKey(mode)]: methods });

  return (
    <FormSection title={t('sections.payment')} description={t('fields.paymentHint')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('fields.webpayCommerceCode')}
          description={t('fields.commerceCodeHint')}
          inputMode="numeric"
          maxLength={12}
          {...form.textField('webpayCommerceCode')}
        />
        <TextInput
          label={t('fields.oneclickCommerceCode')}
          description={t('fields.commerceCodeHint')}
          inputMode="numeric"
          maxLength={12}
          {...form.textField('oneclickCommerceCode')}
        />
      </SimpleGrid>
      {modes.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('fields.noModes')}
        </Text>
      )}
      {modes.map((mode) => (
        <PaymentModeChecklist
          key={mode}
          mode={mode}
          options={optionsFor(mode)}
          value={values.paymentMethods[modeKey(mode)]}
          onChange={(methods) => setMode(mode, methods)}
          error={form.errors[`paymentMethods.${modeKey(mode)}`]}
        />
      ))}
    </FormSection>
  );
}
