import { Button, Group, Modal, PasswordInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import type { CredentialField, IntegrationProviderKey } from '@tablero/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http/index.js';
import { showSuccess } from '../../../shared/ui/toasts.js';
import { type StoreCredentials, useSaveCredentials } from '../api.js';
import { type CredentialDraft, draftOf, missingFields, patchOf, savedMask } from './credential-values.js';

interface CredentialsDialogProps {
  provider: IntegrationProviderKey;
  providerLabel: string;
  fields: readonly CredentialField[];
  /** The store being edited; null when creating, where the store is chosen first. */
  editing: StoreCredentials | null;
  /** Stores without this provider yet, for the chooser. */
  choices: StoreCredentials[];
  onClose(): void;
}

/** A provider's credentials for one store; the store chooser shows only when creating (spec §3). */
export function CredentialsDialog({
  provider,
  providerLabel,
  fields,
  editing,
  choices,
  onClose,
}: CredentialsDialogProps) {
  const { t } = useTranslation();
  const save = useSaveCredentials();
  const [storeId, setStoreId] = useState<string | null>(editing ? String(editing.id) : null);
  const [draft, setDraft] = useState<CredentialDraft>(() => draftOf(fields, editing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const label = (field: CredentialField) => t(`integrations:fields.${field.name}`);

  const set = (name: string, value: string | boolean) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const submit = async () => {
    const found: Record<string, string> = {};
    if (!storeId) found.store_id = t('integrations:storeRequired');
    for (const field of missingFields(fields, draft, editing))
      found[field.name] = t('integrations:fieldRequired', { field: label(field) });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync({
        key: provider,
        storeId: Number(storeId),
        credentials: patchOf(fields, draft),
      });
      showSuccess(t('integrations:saved', { provider: providerLabel }));
      onClose();
    } catch (error) {
      if (isApiError(error))
        setErrors(
          Object.fromEntries(
            error.fieldErrors.map((e) => [e.field.replace(/^credentials\./, ''), e.message]),
          ),
        );
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      size="lg"
      title={
        editing
          ? t('integrations:editTitle', { provider: providerLabel, store: editing.name })
          : t('integrations:newTitle', { provider: providerLabel })
      }
    >
      <Stack gap="sm">
        {!editing && (
          <Select
            label={t('integrations:store')}
            placeholder={t('integrations:storePlaceholder')}
            data={choices.map((store) => ({ value: String(store.id), label: store.name }))}
            value={storeId}
            onChange={setStoreId}
            searchable
            nothingFoundMessage={t('integrations:noStoresLeft')}
            error={errors.store_id}
            required
          />
        )}
        {fields.map((field) => {
          const mask = savedMask(field, editing);
          if (field.type === 'boolean')
            return (
              <Switch
                key={field.name}
                label={label(field)}
                checked={draft[field.name] === true}
                onChange={(event) => set(field.name, event.currentTarget.checked)}
              />
            );
          const Input = field.type === 'secret' ? PasswordInput : TextInput;
          return (
            <Input
              key={field.name}
              label={label(field)}
              required={field.required && !mask}
              placeholder={mask ? t('integrations:keepSaved', { mask }) : undefined}
              description={mask ? t('integrations:secretHint') : undefined}
              value={String(draft[field.name] ?? '')}
              onChange={(event) => set(field.name, event.currentTarget.value)}
              error={errors[field.name]}
              autoComplete="off"
            />
          );
        })}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('common:cancel')}
          </Button>
          <Button onClick={submit} disabled={save.isPending}>
            {save.isPending ? t('common:saving') : t('common:save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
