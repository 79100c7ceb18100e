import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useCan } from '../../../shared/permissions/index.js';
import { showSuccess } from '../../../shared/ui/toasts.js';
import { notAuthorizedUrl } from '../../misc/urls.js';
import { useModifierSaved } from '../api.js';
import { ModifierFormHeader } from '../components/modifier-form-header.js';
import { ModifierForm } from '../modifier-form/modifier-form.js';
import { newModifierValues } from '../modifier-form/modifier-form-values.js';
import { editModifierUrl } from '../urls.js';

/** `/modifiers/add-modifier`: a new modifier with its options, saved at once. */
export default function ModifierCreatePage() {
  const { t } = useTranslation('modifiers');
  const can = useCan();
  const navigate = useNavigate();
  const saved = useModifierSaved();
  const [initialValues] = useState(newModifierValues);

  if (!can({ policy: 'modifiers', action: 'create' })) return <Navigate to={notAuthorizedUrl()} replace />;

  return (
    <Stack gap="lg">
      <ModifierFormHeader title={t('formTitle.create')} />
      <ModifierForm
        initialValues={initialValues}
        saved={null}
        readOnly={false}
        submitLabel={t('createSubmit')}
        onSaved={async (modifier) => {
          await saved(modifier);
          showSuccess(t('created'));
          navigate(editModifierUrl(modifier.id), { replace: true });
        }}
      />
    </Stack>
  );
}
