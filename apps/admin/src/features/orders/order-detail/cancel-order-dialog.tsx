import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { MAX_CANCEL_REASON_LENGTH } from '@tablero/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface CancelOrderDialogProps {
  code: string;
  onCancel(reason: string): Promise<void>;
  onClose(): void;
}

/** Asks why before canceling: the reason stays in the order's history. */
export default function CancelOrderDialog({ code, onCancel, onClose }: CancelOrderDialogProps) {
  const { t } = useTranslation('orders');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (reason.trim() === '') return setMissing(true);
    setSaving(true);
    try {
      await onCancel(reason.trim());
      onClose();
    } catch {
      // The refusal's toast says why; the dialog stays to try again.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('cancel.title', { code })} centered>
      <Stack>
        <Text size="sm">{t('cancel.intro')}</Text>
        <Textarea
          label={t('cancel.reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setMissing(false);
          }}
          maxLength={MAX_CANCEL_REASON_LENGTH}
          error={missing ? t('cancel.reasonRequired') : undefined}
          autosize
          minRows={3}
          data-autofocus
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel.back')}
          </Button>
          <Button color="red" loading={saving} onClick={submit}>
            {t('cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
