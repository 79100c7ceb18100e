import { IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NotFoundPanel } from '../../../shared/ui/not-found-panel.js';
import { couponsUrl } from '../urls.js';

export function CouponNotFound() {
  const { t } = useTranslation('coupons');
  return (
    <NotFoundPanel
      icon={IconSearchOff}
      text={t('form.notFound')}
      backTo={couponsUrl()}
      backLabel={t('form.back')}
    />
  );
}
