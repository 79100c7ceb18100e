import { Button } from '@mantine/core';
import { IconDoorEnter, IconDoorExit, IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface StoreBulkActionsProps {
  onClose(): void;
  onOpen(): void;
  /** Opens the bulk edit with these stores chosen. */
  onEdit(): void;
}

/** A chain pausing every location during an outage should not click 80 times. */
export function StoreBulkActions({ onClose, onOpen, onEdit }: StoreBulkActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button size="xs" variant="light" leftSection={<IconEdit size={14} aria-hidden />} onClick={onEdit}>
        {t('stores:bulk.editSelected')}
      </Button>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconDoorEnter size={14} aria-hidden />}
        onClick={onOpen}
      >
        {t('stores:bulk.open')}
      </Button>
      <Button
        size="xs"
        variant="light"
        color="orange"
        leftSection={<IconDoorExit size={14} aria-hidden />}
        onClick={onClose}
      >
        {t('stores:bulk.close')}
      </Button>
    </>
  );
}
