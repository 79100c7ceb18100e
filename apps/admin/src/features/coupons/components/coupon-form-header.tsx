import { useTranslation } from 'react-i18next';
import { FormPageHeader } from '../../../shared/ui/form-page-header.js';
import { couponsUrl } from '../urls.js';

export function CouponFormHeader({ title }: { title: string }) {
  const { t } = useTranslation('coupons');
  return <FormPageHeader title={title} backTo={couponsUrl()} backLabel={t('form.back')} />;
}
