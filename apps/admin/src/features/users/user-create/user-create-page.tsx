import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useCan } from '../../../shared/permissions/index.js';
import { saveOrSay } from '../../../shared/ui/form-page/index.js';
import { showSuccess } from '../../../shared/ui/toasts.js';
import { notAuthorizedUrl } from '../../misc/urls.js';
import { useSaveUser } from '../api.js';
import { UserFormHeader } from '../components/user-form-header.js';
import { editUserUrl, usersUrl } from '../urls.js';
import { UserForm } from '../user-form/user-form.js';
import { newUserFormValues } from '../user-form/user-form-values.js';

/** `/users/add-user`: one POST, then back to the list (or to the new user's page for their password link). */
export default function UserCreatePage() {
  const { t } = useTranslation('users');
  const can = useCan();
  const navigate = useNavigate();
  const save = useSaveUser(null);
  const [initialValues] = useState(newUserFormValues);

  if (!can({ policy: 'admin_users', action: 'create' })) return <Navigate to={notAuthorizedUrl()} replace />;

  return (
    <Stack gap="lg">
      <UserFormHeader title={t('form.createTitle')} />
      <UserForm
        initialValues={initialValues}
        saved={null}
        readOnly={false}
        submitLabel={t('form.createSubmit')}
        submit={(body) => saveOrSay(save(body), t('form.notCreated'))}
        onSaved={(user) => {
          // Without a password they cannot sign in yet: their page offers the link to set one.
          showSuccess(user.hasPassword ? t('form.created') : t('form.createdWithoutPassword'));
          navigate(user.hasPassword ? usersUrl() : editUserUrl(user.id));
        }}
      />
    </Stack>
  );
}
