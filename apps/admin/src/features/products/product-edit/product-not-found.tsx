import { IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NotFoundPanel } from '../../../shared/ui/not-found-panel.js';
import { productsUrl } from '../urls.js';

export function ProductNotFound() {
  const { t } = useTranslation('products');
  return (
    <NotFoundPanel
      icon={IconSearchOff}
      text={t('form.notFound')}
      backTo={productsUrl()}
      backLabel={t('form.back')}
    />
  );
}
