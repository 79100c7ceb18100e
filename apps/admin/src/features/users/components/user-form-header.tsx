import { useTranslation } from 'react-i18next';
import { FormPageHeader } from '../../../shared/ui/form-page-header.js';
import { usersUrl } from '../urls.js';

export function UserFormHeader({ title }: { title: string }) {
  const { t } = useTranslation('users');
  return <FormPageHeader title={title} backTo={usersUrl()} backLabel={t('form.back')} />;
}
