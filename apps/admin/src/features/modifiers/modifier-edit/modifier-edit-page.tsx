import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCan, useReadOnly } from '../../../shared/permissions/index.js';
import { showSuccess } from '../../../shared/ui/toasts.js';
import { type Modifier, useModifier, useModifierActions, useModifierSaved } from '../api.js';
import { CloneDoneDialog } from '../components/clone-done-dialog.js';
import { ModifierFormHeader } from '../components/modifier-form-header.js';
import { ModifierNotFound } from '../components/modifier-not-found.js';
import { ModifierForm } from '../modifier-form/modifier-form.js';
import { modifierFormValues } from '../modifier-form/modifier-form-values.js';

/** `/modifiers/edit-modifier/{id}`: the form with what is saved, and a clone button. */
export default function ModifierEditPage() {
  const { t } = useTranslation('modifiers');
  const params = useParams();
  const id = Number(params.id);
  const modifier = useModifier(id);
  const can = useCan();
  const readOnly = useReadOnly('modifiers');
  const saved = useModifierSaved();
  const { clone } = useModifierActions();
  const [copy, setCopy] = useState<Modifier | null>(null);

  if (!Number.isSafeInteger(id) || id <= 0 || modifier.data === null) return <ModifierNotFound />;
  if (modifier.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  if (modifier.isError)
    return (
      <Alert color="red" title={t('loadFailed')}>
        <Button variant="light" mt="sm" onClick={() => void modifier.refetch()}>
          {t('common:retry')}
        </Button>
      </Alert>
    );

  const cloneButton = can({ policy: 'modifiers', action: 'create' }) && (
    <Button
      variant="default"
      leftSection={<IconCopy size={16} aria-hidden />}
      loading={clone.isPending}
      onClick={() => void clone.mutateAsync(id).then(setCopy, () => undefined)}
    >
      {t('actions.clone')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <ModifierFormHeader title={t('formTitle.edit', { name: modifier.data.name })} actions={cloneButton} />
      <ModifierForm
        key={modifier.data.id}
        initialValues={modifierFormValues(modifier.data)}
        saved={modifier.data}
        readOnly={readOnly}
        onSaved={async (result) => {
          await saved(result);
          showSuccess(t('updated'));
        }}
      />
      <CloneDoneDialog copy={copy} onClose={() => setCopy(null)} />
    </Stack>
  );
}
