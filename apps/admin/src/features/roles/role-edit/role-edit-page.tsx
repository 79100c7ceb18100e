import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useReadOnly } from '../../../shared/permissions/index.js';
import { saveOrSay } from '../../../shared/ui/form-page/index.js';
import { showSuccess } from '../../../shared/ui/toasts.js';
import { type Policy, type Role, usePolicies, useRole, useSaveRole } from '../api.js';
import { RoleFormHeader } from '../components/role-form-header.js';
import { RoleNotFound, RolePageFailed, RolePageLoading } from '../components/role-page-state.js';
import { RoleForm } from '../role-form/role-form.js';
import { roleBodyOf, roleFormValues } from '../role-form/role-form-values.js';
import { rolesUrl } from '../urls.js';

/** `/roles/edit-role/{id}`: read-only for who may see roles but not change them. */
export default function RoleEditPage() {
  const { t } = useTranslation('roles');
  const id = Number(useParams().id);
  const role = useRole(id);
  const policies = usePolicies();

  if (!Number.isSafeInteger(id) || id <= 0 || role.data === null) return <RoleNotFound />;
  if (role.isError || policies.isError)
    return (
      <RolePageFailed
        title={t('form.loadFailed')}
        onRetry={() => {
          void role.refetch();
          void policies.refetch();
        }}
      />
    );
  if (role.isPending || policies.isPending) return <RolePageLoading />;

  return (
    <Stack gap="lg">
      <RoleFormHeader title={t('form.editTitle', { name: role.data.name })} />
      <RoleEditForm key={role.data.id} role={role.data} policies={policies.data} />
    </Stack>
  );
}

/** The saved role in the form; one PATCH with the whole role (its policies are replaced). */
function RoleEditForm({ role, policies }: { role: Role; policies: Policy[] }) {
  const { t } = useTranslation('roles');
  const navigate = useNavigate();
  const readOnly = useReadOnly('roles');
  const save = useSaveRole(role.id);
  const [initialValues] = useState(() => roleFormValues(role));
  return (
    <RoleForm
      initialValues={initialValues}
      policies={policies}
      readOnly={readOnly}
      usersCount={role.usersCount}
      submit={(values) => saveOrSay(save(roleBodyOf(values, policies)), t('form.notUpdated'))}
      onSaved={() => {
        showSuccess(t('form.updated'));
        navigate(rolesUrl());
      }}
    />
  );
}
