import { Button } from '@mantine/core';
import { IconDoorEnter, IconDoorExit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface StoreBulkActionsProps {
  onClose(): void;
  onOpen(): void;
}

/** A chain pausing every location during an outage should not click 80 times. */
export function StoreBulkActions({ onClose, onOpen }: StoreBulkActionsProps) {
  const { t } = useTranslation();
  return (
    <>
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
