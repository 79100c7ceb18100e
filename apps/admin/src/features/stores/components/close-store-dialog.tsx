import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { Alert, Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatDateTime } from '@tablero/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../app/tenant/tenant-context.js';
import {
  type ClosingKind,
  closingKinds,
  type ScheduledDraft,
  type ScheduledError,
  type StoreClosing,
  scheduledClosing,
} from './store-closing.js';

interface CloseStoreDialogProps {
  opened: boolean;
  /** One store, or every store of a bulk selection. */
  storeNames: string[];
  onSubmit(closing: StoreClosing): Promise<void>;
  onClose(): void;
}

const emptyDraft: ScheduledDraft = { start: null, end: null, reason: '' };

/** Spec part 1 §4: permanent, 1 hour, 2 hours, rest of the day or a scheduled range. */
export function CloseStoreDialog({ opened, storeNames, onSubmit, onClose }: CloseStoreDialogProps) {
  const { t } = useTranslation();
  const { timeZone } = useTenant();
  const [kind, setKind] = useState<ClosingKind>('one_hour');
  const [draft, setDraft] = useState<ScheduledDraft>(emptyDraft);
  const [errors, setErrors] = useState<Partial<Record<'start' | 'end', ScheduledError>>>({});
  const [saving, setSaving] = useState(false);
  const today = formatDateTime(new Date(), timeZone).slice(0, 10);

  const close = () => {
    setKind('one_hour');
    setDraft(emptyDraft);
    setErrors({});
    onClose();
  };

  const submit = async () => {
    let closing: StoreClosing = { kind };
    if (kind === 'scheduled') {
      const result = scheduledClosing(draft, timeZone, new Date());
      if ('errors' in result) return setErrors(result.errors);
      closing = result.closing;
    }
    setSaving(true);
    try {
      await onSubmit(closing);
      close();
    } catch {
      // The error toast says why; the dialog stays open to try again.
    } finally {
      setSaving(false);
    }
  };

  const title =
    storeNames.length === 1
      ? t('stores:closing.titleOne', { name: storeNames[0] })
      : t('stores:closing.titleMany', { count: storeNames.length });

  return (
    <Modal opened={opened} onClose={close} title={title} centered closeOnEscape={!saving} size="lg">
      <Stack gap="md">
        <Radio.Group
          label={t('stores:closing.howLong')}
          value={kind}
          onChange={(value) => setKind(value as ClosingKind)}
        >
          <Stack gap="xs" mt="xs">
            {closingKinds.map((option) => (
              <Radio key={option} value={option} label={t(`stores:closing.kinds.${option}`)} />
            ))}
          </Stack>
        </Radio.Group>
        {kind === 'scheduled' && (
          <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>
            <Group grow align="flex-start">
              <DateTimePicker
                label={t('stores:closing.start')}
                value={draft.start}
                onChange={(start) => setDraft({ ...draft, start })}
                valueFormat="YYYY-MM-DD HH:mm"
                minDate={today}
                error={errors.start && t(`stores:closing.errors.${errors.start}`)}
                clearable
              />
              <DateTimePicker
                label={t('stores:closing.end')}
                value={draft.end}
                onChange={(end) => setDraft({ ...draft, end })}
                valueFormat="YYYY-MM-DD HH:mm"
                minDate={today}
                error={errors.end && t(`stores:closing.errors.${errors.end}`)}
                clearable
              />
            </Group>
            <TextInput
              label={t('stores:closing.reason')}
              value={draft.reason}
              onChange={(event) => setDraft({ ...draft, reason: event.currentTarget.value })}
              maxLength={200}
            />
          </DatesProvider>
        )}
        <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} data-testid="manual-closing-warning">
          <Text size="sm" c="var(--mantine-color-text)">
            {t('stores:closing.integrationsWarning')}
          </Text>
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={saving}>
            {t('common:cancel')}
          </Button>
          <Button color="red" onClick={submit} loading={saving}>
            {t('stores:closing.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
