import { useTranslation } from 'react-i18next';
import { FormPageHeader } from '../../../shared/ui/form-page-header.js';
import { productsUrl } from '../urls.js';

export function ProductFormHeader({ title }: { title: string }) {
  const { t } = useTranslation('products');
  return <FormPageHeader title={title} backTo={productsUrl()} backLabel={t('form.back')} />;
}
