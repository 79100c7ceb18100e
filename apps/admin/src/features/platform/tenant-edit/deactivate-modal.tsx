import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DeactivateModalProps {
  opened: boolean;
  name: string;
  onConfirm(): void;
  onClose(): void;
}

/** Turning a brand off is asked first: its console and storefront stop answering. */
export function DeactivateModal({ opened, name, onConfirm, onClose }: DeactivateModalProps) {
  const { t } = useTranslation('platform');
  return (
    <Modal opened={opened} onClose={onClose} title={t('deactivate.title', { name })} centered>
      <Stack gap="lg">
        <Text size="sm">{t('deactivate.text')}</Text>
        <Text size="sm" c="dimmed">
          {t('deactivate.onSave')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common:cancel')}
          </Button>
          <Button color="red" onClick={onConfirm}>
            {t('deactivate.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
