import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormPage, useFocusFirstInvalid, useFormPage } from '../../../shared/ui/form-page/index.js';
import type { Coupon } from '../api.js';
import { CouponTryPanel } from '../coupon-try/coupon-try-panel.js';
import { checkCouponForm } from './coupon-body.js';
import type { CouponFormValues } from './coupon-form-values.js';
import { DiscountSection } from './discount-section.js';
import { ProductsSection } from './products-section.js';
import { StateSection } from './state-section.js';
import { UsesSection } from './uses-section.js';
import { ValiditySection } from './validity-section.js';
import { WhereSection } from './where-section.js';

interface CouponFormProps {
  initialValues: CouponFormValues;
  /** The coupon as saved; null while creating. */
  saved: Coupon | null;
  submit(values: CouponFormValues): Promise<Coupon>;
  onSaved(coupon: Coupon): void;
  submitLabel?: string;
  readOnly: boolean;
}

/**
 * Every coupon field of spec part 2 §3 in sections, checked on submit with the API's own rules;
 * beside it, the coupon as it stands tried on a cart.
 */
export function CouponForm({
  initialValues,
  saved,
  submit,
  onSaved,
  submitLabel,
  readOnly,
}: CouponFormProps) {
  const { t } = useTranslation('coupons');
  const focus = useFocusFirstInvalid<HTMLDivElement>();
  const form = useFormPage<CouponFormValues>({
    initialValues,
    validate: (values) => checkCouponForm(values as CouponFormValues),
    submit,
    onSaved: (result) => onSaved(result as Coupon),
    onErrors: focus.onErrors,
    nestedErrorPaths: true,
    readOnly,
  });
  return (
    <Grid gap="lg" align="flex-start">
      <Grid.Col span={{ base: 12, lg: 8 }} ref={focus.ref}>
        <FormPage form={form} label={t('form.label')} submitLabel={submitLabel}>
          <Stack gap="lg">
            <DiscountSection form={form} />
            <ValiditySection form={form} />
            <WhereSection form={form} />
            <ProductsSection form={form} />
            <UsesSection form={form} usedCount={saved?.usedCount ?? null} />
            <StateSection form={form} />
          </Stack>
        </FormPage>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }} style={{ position: 'sticky', top: 16 }}>
        <CouponTryPanel values={form.values} usedCount={saved?.usedCount ?? 0} />
      </Grid.Col>
    </Grid>
  );
}
