import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useCan } from '../../../shared/permissions/index.js';
import { saveOrSay } from '../../../shared/ui/form-page/index.js';
import { showSuccess } from '../../../shared/ui/toasts.js';
import { notAuthorizedUrl } from '../../misc/urls.js';
import { usePolicies, useSaveRole } from '../api.js';
import { RoleFormHeader } from '../components/role-form-header.js';
import { RolePageFailed, RolePageLoading } from '../components/role-page-state.js';
import { RoleForm } from '../role-form/role-form.js';
import { newRoleFormValues, roleBodyOf } from '../role-form/role-form-values.js';
import { rolesUrl } from '../urls.js';

/** `/roles/add-role`: one POST, then back to the list. */
export default function RoleCreatePage() {
  const { t } = useTranslation('roles');
  const can = useCan();
  const navigate = useNavigate();
  const policies = usePolicies();
  const save = useSaveRole(null);
  const [initialValues] = useState(newRoleFormValues);

  if (!can({ policy: 'roles', action: 'create' })) return <Navigate to={notAuthorizedUrl()} replace />;

  return (
    <Stack gap="lg">
      <RoleFormHeader title={t('form.createTitle')} />
      {policies.isPending ? (
        <RolePageLoading />
      ) : policies.isError ? (
        <RolePageFailed title={t('form.policiesFailed')} onRetry={() => void policies.refetch()} />
      ) : (
        <RoleForm
          initialValues={initialValues}
          policies={policies.data}
          readOnly={false}
          submitLabel={t('form.createSubmit')}
          submit={(values) => saveOrSay(save(roleBodyOf(values, policies.data)), t('form.notCreated'))}
          onSaved={() => {
            showSuccess(t('form.created'));
            navigate(rolesUrl());
          }}
        />
      )}
    </Stack>
  );
}
