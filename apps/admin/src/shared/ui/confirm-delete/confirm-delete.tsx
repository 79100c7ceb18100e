import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDeleteProps {
  opened: boolean;
  /** What goes: "la tienda Centro", "3 elementos". */
  subject: string;
  onConfirm(): Promise<void> | void;
  onClose(): void;
}

/** Spec part 1 §5: "Deleting an item asks for confirmation". */
export function ConfirmDelete({ opened, subject, onConfirm, onClose }: ConfirmDeleteProps) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    try {
      await onConfirm();
      onClose();
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('common:confirmDelete.title', { subject })}
      centered
      closeOnClickOutside={!deleting}
      closeOnEscape={!deleting}
    >
      <Stack gap="lg">
        <Text size="sm">{t('common:confirmDelete.warning')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={deleting}>
            {t('common:cancel')}
          </Button>
          <Button color="red" onClick={confirm} disabled={deleting} data-autofocus>
            {deleting ? t('common:deleting') : t('common:confirmDelete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
