import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCoupon } from '../api.js';
import { CouponFormHeader } from '../components/coupon-form-header.js';
import { CouponEditForm } from './coupon-edit-form.js';
import { CouponNotFound } from './coupon-not-found.js';

/** `/coupons/edit-coupon/{id}`. */
export default function CouponEditPage() {
  const { t } = useTranslation('coupons');
  const id = Number(useParams().id);
  const coupon = useCoupon(id);

  if (!Number.isSafeInteger(id) || id <= 0 || coupon.data === null) return <CouponNotFound />;
  if (coupon.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  if (coupon.isError)
    return (
      <Alert color="red" title={t('form.loadFailed')}>
        <Button variant="light" mt="sm" onClick={() => void coupon.refetch()}>
          {t('common:retry')}
        </Button>
      </Alert>
    );

  return (
    <Stack gap="lg">
      <CouponFormHeader title={t('form.editTitle', { code: coupon.data.code })} />
      <CouponEditForm key={coupon.data.id} coupon={coupon.data} />
    </Stack>
  );
}
