import { Checkbox, Group, MultiSelect, Select, Stack, Text } from '@mantine/core';
import {
  couponDispatchMethods,
  couponPlatforms,
  type PaymentMethodKey,
  paymentMethodKeys,
} from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/permissions/index.js';
import { FormSection } from '../../../shared/ui/form-section.js';
import { useStoreOptions } from '../../stores/api.js';
import { useCouponPaymentMethods } from '../api.js';
import type { CouponFormValues } from './coupon-form-values.js';
import { type CouponForm, errorUnder } from './field-props.js';

/** Dispatch method, sales channels, stores and payment methods; an empty list means every one. */
export function WhereSection({ form }: { form: CouponForm }) {
  const { t } = useTranslation('coupons');
  const { values } = form;
  return (
    <FormSection title={t('sections.where')} description={t('sections.whereHint')}>
      <Stack gap="md">
        <Select
          label={t('fields.dispatchMethod')}
          data={couponDispatchMethods.map((m) => ({ value: m, label: t(`dispatchMethods.${m}`) }))}
          value={values.dispatchMethod}
          onChange={(value) =>
            value && form.setValue('dispatchMethod', value as CouponFormValues['dispatchMethod'])
          }
          allowDeselect={false}
          error={form.errors.dispatchMethod}
          maw={320}
        />
        <Checkbox.Group
          label={t('fields.platform')}
          value={values.platform}
          onChange={(value) => form.setValue('platform', value as CouponFormValues['platform'])}
          error={errorUnder(form, 'platform')}
        >
          <Group mt={6}>
            {couponPlatforms.map((p) => (
              <Checkbox key={p} value={p} label={t(`platforms.${p}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <StoresField form={form} />
        <PaymentMethodsField form={form} />
      </Stack>
    </FormSection>
  );
}

function StoresField({ form }: { form: CouponForm }) {
  const { t } = useTranslation('coupons');
  const can = useCan();
  const stores = useStoreOptions(can({ policy: 'stores', action: 'show' }));
  const chosen = form.values.storeIds;
  const known = new Set((stores.data?.data ?? []).map((s) => s.id));
  // A chosen store the list does not have (still loading, or out of the user's reach) keeps its number.
  const data = [
    ...(stores.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
    ...chosen.filter((id) => !known.has(id)).map((id) => ({ value: String(id), label: `#${id}` })),
  ];
  return (
    <MultiSelect
      label={t('fields.stores')}
      placeholder={chosen.length === 0 ? t('fields.storesPlaceholder') : undefined}
      nothingFoundMessage={t('fields.storesNothingFound')}
      data={data}
      value={chosen.map(String)}
      onChange={(ids) => form.setValue('storeIds', ids.map(Number))}
      error={errorUnder(form, 'storeIds')}
      searchable
      clearable
      hidePickedOptions
      maxDropdownHeight={280}
    />
  );
}

function PaymentMethodsField({ form }: { form: CouponForm }) {
  const { t } = useTranslation('coupons');
  const offered = useCouponPaymentMethods();
  const chosen = form.values.paymentMethods;
  // A method the coupon names but no store offers any longer stays listed so it can be unchecked.
  const options = paymentMethodKeys.filter(
    (key) => (offered.data?.data ?? []).includes(key) || chosen.includes(key),
  );
  return (
    <Checkbox.Group
      label={t('fields.paymentMethods')}
      description={t('fields.paymentMethodsHint')}
      value={chosen}
      onChange={(value) => form.setValue('paymentMethods', value as PaymentMethodKey[])}
      error={errorUnder(form, 'paymentMethods')}
    >
      <Group mt={6} gap="lg">
        {options.map((method) => (
          <Checkbox key={method} value={method} label={t(`storeForm:paymentMethods.${method}`)} />
        ))}
        {offered.isSuccess && options.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('fields.paymentMethodsNone')}
          </Text>
        )}
      </Group>
    </Checkbox.Group>
  );
}
