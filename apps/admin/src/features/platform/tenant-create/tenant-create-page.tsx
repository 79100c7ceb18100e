import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../shared/ui/toasts.js';
import type { CreatedTenant } from '../api.js';
import { TenantFormHeader } from '../components/tenant-form-header.js';
import { TenantCreateForm } from './tenant-create-form.js';
import { TenantCreatedPanel } from './tenant-created-panel.js';

/** `/platform/tenants/new`: one POST, then the administrator's password link to hand over. */
export default function TenantCreatePage() {
  const { t } = useTranslation('platform');
  const [created, setCreated] = useState<CreatedTenant | null>(null);
  // A fresh form for "create another", rather than the last brand's values.
  const [round, setRound] = useState(0);

  return (
    <Stack gap="lg">
      <TenantFormHeader title={created ? created.name : t('form.createTitle')} />
      {created ? (
        <TenantCreatedPanel
          tenant={created}
          onAnother={() => {
            setCreated(null);
            setRound((n) => n + 1);
          }}
        />
      ) : (
        <TenantCreateForm
          key={round}
          onCreated={(tenant) => {
            showSuccess(t('form.created'));
            setCreated(tenant);
          }}
        />
      )}
    </Stack>
  );
}
