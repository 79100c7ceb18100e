import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useCan, useReadOnly } from '../../../shared/permissions/index.js';
import { saveOrSay } from '../../../shared/ui/form-page/index.js';
import { NotFoundPanel } from '../../../shared/ui/not-found-panel.js';
import { showSuccess } from '../../../shared/ui/toasts.js';
import { type AdminUser, useSaveUser, useUser } from '../api.js';
import { UserFormHeader } from '../components/user-form-header.js';
import { PasswordLinkPanel } from '../password-link/password-link-panel.js';
import { usersUrl } from '../urls.js';
import { UserForm } from '../user-form/user-form.js';
import { userFormValues } from '../user-form/user-form-values.js';

/** `/users/edit-user/{id}`: read-only for who may see users but not change them. */
export default function UserEditPage() {
  const { t } = useTranslation('users');
  const id = Number(useParams().id);
  const user = useUser(id);
  const can = useCan();

  if (!Number.isSafeInteger(id) || id <= 0 || user.data === null)
    return (
      <NotFoundPanel
        icon={IconSearchOff}
        text={t('form.notFound')}
        backTo={usersUrl()}
        backLabel={t('form.back')}
      />
    );
  if (user.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  if (user.isError)
    return (
      <Alert color="red" title={t('form.loadFailed')}>
        <Button variant="light" mt="sm" onClick={() => void user.refetch()}>
          {t('common:retry')}
        </Button>
      </Alert>
    );

  return (
    <Stack gap="lg">
      <UserFormHeader title={t('form.editTitle', { name: user.data.name })} />
      <UserEditForm key={user.data.id} user={user.data} />
      {can({ policy: 'admin_users', action: 'update' }) && (
        <PasswordLinkPanel userId={user.data.id} hasPassword={user.data.hasPassword} />
      )}
    </Stack>
  );
}

/** The saved user in the form; one PATCH with the whole user (a blank password keeps theirs). */
function UserEditForm({ user }: { user: AdminUser }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const readOnly = useReadOnly('admin_users');
  const save = useSaveUser(user.id);
  const [initialValues] = useState(() => userFormValues(user));
  return (
    <UserForm
      initialValues={initialValues}
      saved={user}
      readOnly={readOnly}
      submit={(body) => saveOrSay(save(body), t('form.notUpdated'))}
      onSaved={() => {
        showSuccess(t('form.updated'));
        navigate(usersUrl());
      }}
    />
  );
}
