import { Button, Group, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../confirm-delete/index.js';

interface DeleteSelectedBarProps {
  count: number;
  onDelete(): Promise<void>;
}

/** Spec: delete-all shows only when more than one item is selected, and asks first. */
export function DeleteSelectedBar({ count, onDelete }: DeleteSelectedBarProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  if (count < 2) return null;
  return (
    <Group justify="space-between" px="md" py="xs" bg="gray.0">
      <Text size="sm" aria-live="polite">
        {t('common:table.selected', { count })}
      </Text>
      <Button
        color="red"
        variant="light"
        size="xs"
        leftSection={<IconTrash size={14} aria-hidden />}
        onClick={() => setConfirming(true)}
      >
        {t('common:table.deleteSelected')}
      </Button>
      <ConfirmDelete
        opened={confirming}
        subject={t('common:table.selectedSubject', { count })}
        onConfirm={onDelete}
        onClose={() => setConfirming(false)}
      />
    </Group>
  );
}
