import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { fieldMessages } from '@tablero/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface CollectionNameDialogProps {
  /** The current name, or null for a new collection. */
  name: string | null;
  onApply(name: string): void;
  onClose(): void;
}

export function CollectionNameDialog({ name, onApply, onClose }: CollectionNameDialogProps) {
  const { t } = useTranslation('menus');
  const [value, setValue] = useState(name ?? '');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (value.trim() === '') return setError(fieldMessages.required(t('fields.name')));
    onApply(value.trim());
  };
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={name === null ? t('collections.add') : t('collections.rename')}
    >
      {/* A form of its own inside the menu form would nest forms: the dialog renders in a portal. */}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('collections.name')}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={error}
            data-autofocus
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:cancel')}
            </Button>
            <Button type="submit">{t('dialog.apply')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
