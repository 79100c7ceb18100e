import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Template } from './template-card.js';

interface ConfirmTemplateProps {
  /** The template asked for; null when nothing is asked. */
  template: Template | null;
  /** Applies it; true when done (the question closes), false when refused (it stays, said by a toast). */
  onConfirm(template: Template): Promise<boolean>;
  onClose(): void;
}

/** "Use this template?": the storefront changes for every customer as soon as it is confirmed. */
export function ConfirmTemplate({ template, onConfirm, onClose }: ConfirmTemplateProps) {
  const { t } = useTranslation('settings');
  const [applying, setApplying] = useState(false);
  const confirm = async () => {
    if (!template) return;
    setApplying(true);
    try {
      if (await onConfirm(template)) onClose();
    } finally {
      setApplying(false);
    }
  };
  return (
    <Modal
      opened={template !== null}
      onClose={onClose}
      title={t('templates.confirmTitle', { name: template?.name ?? '' })}
      centered
      closeOnClickOutside={!applying}
      closeOnEscape={!applying}
    >
      <Stack gap="lg">
        <Text size="sm">{t('templates.confirmText')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={applying}>
            {t('common:cancel')}
          </Button>
          <Button onClick={() => void confirm()} disabled={applying} data-autofocus>
            {applying ? t('templates.applying') : t('templates.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
