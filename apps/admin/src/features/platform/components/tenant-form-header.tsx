import { useTranslation } from 'react-i18next';
import { FormPageHeader } from '../../../shared/ui/form-page-header.js';
import { platformTenantsUrl } from '../urls.js';

export function TenantFormHeader({ title }: { title: string }) {
  const { t } = useTranslation('platform');
  return <FormPageHeader title={title} backTo={platformTenantsUrl()} backLabel={t('form.back')} />;
}
