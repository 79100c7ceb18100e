import { Center, Loader } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useReadOnly } from '../../../shared/permissions/index.js';
import { showSuccess } from '../../../shared/ui/toasts.js';
import { type Coupon, useCouponableNames, useSaveCoupon } from '../api.js';
import { couponPatchOf } from '../coupon-form/coupon-body.js';
import { CouponForm } from '../coupon-form/coupon-form.js';
import { type CouponFormValues, couponFormValues } from '../coupon-form/coupon-form-values.js';
import { couponsUrl } from '../urls.js';

/** The saved coupon in the form, once its products' and groups' names are known; one PATCH of what changed. */
export function CouponEditForm({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation('coupons');
  const { names, pending } = useCouponableNames(coupon);
  if (pending)
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  return <LoadedForm coupon={coupon} initialValues={couponFormValues(coupon, names)} />;
}

function LoadedForm({ coupon, initialValues }: { coupon: Coupon; initialValues: CouponFormValues }) {
  const { t } = useTranslation('coupons');
  const navigate = useNavigate();
  const readOnly = useReadOnly('coupons');
  const save = useSaveCoupon(coupon.id);
  const [saved] = useState(initialValues);
  return (
    <CouponForm
      initialValues={saved}
      saved={coupon}
      readOnly={readOnly}
      submit={async (values) => {
        const patch = couponPatchOf(saved, values);
        return Object.keys(patch).length === 0 ? coupon : save(patch);
      }}
      onSaved={() => {
        showSuccess(t('form.updated'));
        navigate(couponsUrl());
      }}
    />
  );
}
