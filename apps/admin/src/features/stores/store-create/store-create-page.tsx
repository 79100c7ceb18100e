import { Stack } from '@mantine/core';
import { offeredDeliveryTypes } from '@tablero/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useTenant } from '../../../app/tenant/tenant-context.js';
import { useCan } from '../../../shared/permissions/index.js';
import { showSuccess } from '../../../shared/ui/toasts.js';
import { notAuthorizedUrl } from '../../misc/urls.js';
import { useCreateStore } from '../api.js';
import { StoreFormHeader } from '../components/store-form-header.js';
import { storeBodyOf } from '../store-form/store-body.js';
import { StoreForm } from '../store-form/store-form.js';
import { newStoreFormValues } from '../store-form/store-form-values.js';
import { editStoreUrl, type StoreEditTab } from '../urls.js';

/** `/stores/add-store`: the same tabs as editing, saved with one POST. */
export default function StoreCreatePage() {
  const { t } = useTranslation('storeForm');
  const can = useCan();
  const navigate = useNavigate();
  const { country, features } = useTenant();
  const create = useCreateStore();
  const [tab, setTab] = useState<StoreEditTab>('info');
  const [initialValues] = useState(() =>
    newStoreFormValues(offeredDeliveryTypes({ country, features, enabled: [] })),
  );

  if (!can({ policy: 'stores', action: 'create' })) return <Navigate to={notAuthorizedUrl()} replace />;

  return (
    <Stack gap="lg">
      <StoreFormHeader title={t('title.create')} />
      <StoreForm
        initialValues={initialValues}
        saved={null}
        tab={tab}
        onTabChange={setTab}
        readOnly={false}
        submitLabel={t('createSubmit')}
        submit={(values) => create(storeBodyOf(values).body)}
        onSaved={(store) => {
          showSuccess(t('created'));
          navigate(editStoreUrl(store.id, tab));
        }}
      />
    </Stack>
  );
}
