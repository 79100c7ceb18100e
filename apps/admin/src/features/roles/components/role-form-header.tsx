import { useTranslation } from 'react-i18next';
import { FormPageHeader } from '../../../shared/ui/form-page-header.js';
import { rolesUrl } from '../urls.js';

export function RoleFormHeader({ title }: { title: string }) {
  const { t } = useTranslation('roles');
  return <FormPageHeader title={title} backTo={rolesUrl()} backLabel={t('form.back')} />;
}
