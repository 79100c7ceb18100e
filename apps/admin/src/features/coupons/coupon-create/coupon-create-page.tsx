import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useCan } from '../../../shared/permissions/index.js';
import { showSuccess } from '../../../shared/ui/toasts.js';
import { notAuthorizedUrl } from '../../misc/urls.js';
import { useSaveCoupon } from '../api.js';
import { CouponFormHeader } from '../components/coupon-form-header.js';
import { couponBodyOf } from '../coupon-form/coupon-body.js';
import { CouponForm } from '../coupon-form/coupon-form.js';
import { newCouponFormValues } from '../coupon-form/coupon-form-values.js';
import { couponsUrl } from '../urls.js';

/** `/coupons/create-coupon`: one POST, then back to the list. */
export default function CouponCreatePage() {
  const { t } = useTranslation('coupons');
  const can = useCan();
  const navigate = useNavigate();
  const save = useSaveCoupon(null);
  const [initialValues] = useState(newCouponFormValues);

  if (!can({ policy: 'coupons', action: 'create' })) return <Navigate to={notAuthorizedUrl()} replace />;

  return (
    <Stack gap="lg">
      <CouponFormHeader title={t('form.createTitle')} />
      <CouponForm
        initialValues={initialValues}
        saved={null}
        readOnly={false}
        submitLabel={t('form.createSubmit')}
        submit={(values) => save(couponBodyOf(values))}
        onSaved={() => {
          showSuccess(t('form.created'));
          navigate(couponsUrl());
        }}
      />
    </Stack>
  );
}
