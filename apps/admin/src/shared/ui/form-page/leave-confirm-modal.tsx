import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface LeaveConfirmModalProps {
  opened: boolean;
  onStay(): void;
  onLeave(): void;
}

export function LeaveConfirmModal({ opened, onStay, onLeave }: LeaveConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onStay} title={t('common:leave.title')} centered>
      <Stack gap="lg">
        <Text size="sm">{t('common:leave.text')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onStay} data-autofocus>
            {t('common:leave.stay')}
          </Button>
          <Button color="red" onClick={onLeave}>
            {t('common:leave.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
