import { Button, Group, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../confirm-delete/index.js';

interface SelectionBarProps {
  count: number;
  /** Delete-all, asked first; absent when the list offers none. */
  onDelete?: () => Promise<void>;
  /** The list's other bulk actions. */
  children?: ReactNode;
}

/** Spec: bulk actions, delete-all among them, show only when more than one item is selected. */
export function SelectionBar({ count, onDelete, children }: SelectionBarProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  if (count < 2) return null;
  return (
    <Group justify="space-between" px="md" py="xs" bg="var(--mantine-color-default-hover)">
      <Text size="sm" aria-live="polite">
        {t('common:table.selected', { count })}
      </Text>
      <Group gap="xs">
        {children}
        {onDelete && (
          <Button
            color="red"
            variant="light"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            {t('common:table.deleteSelected')}
          </Button>
        )}
      </Group>
      {onDelete && (
        <ConfirmDelete
          opened={confirming}
          subject={t('common:table.selectedSubject', { count })}
          onConfirm={onDelete}
          onClose={() => setConfirming(false)}
        />
      )}
    </Group>
  );
}
