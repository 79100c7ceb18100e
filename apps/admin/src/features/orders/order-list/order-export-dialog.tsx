import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { JobProgress, useJobPoll } from '../../../shared/jobs/index.js';
import {
  downloadOrdersExport,
  fetchOrdersJob,
  type OrderListParams,
  ordersExportPolling,
  startOrdersExport,
} from '../api.js';

interface OrderExportDialogProps {
  /** The list's filters: the spreadsheet has the orders the list shows, every page. */
  filters: Omit<OrderListParams, 'page' | 'limit'>;
  onClose(): void;
}

/** Starts the export as it opens, shows its progress, and downloads the file when it is ready. */
export default function OrderExportDialog({ filters, onClose }: OrderExportDialogProps) {
  const { t } = useTranslation('orders');
  const started = useMutation({ mutationFn: startOrdersExport });
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    started.mutate(filters);
  }, [filters, started]);
  const poll = useJobPoll(started.data ?? null, fetchOrdersJob, ordersExportPolling);
  const state = poll.state;
  const progress = state && 'progress' in state ? (state.progress ?? 0) : 0;
  const rows = state?.phase === 'completed' ? Number(state.result.rows ?? 0) : 0;
  const downloaded = useRef(false);
  useEffect(() => {
    if (state?.phase !== 'completed' || !state.fileUrl || downloaded.current) return;
    downloaded.current = true;
    void downloadOrdersExport(state.fileUrl);
  }, [state]);
  const running = started.isPending || state === null || state.phase === 'running' || state.phase === 'slow';

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('export.title')}
      centered
      closeOnClickOutside={!running}
      closeButtonProps={{ 'aria-label': t('export.closeWindow') }}
    >
      <Stack gap="md">
        {started.isError ? (
          <Alert color="red" role="alert">
            {t('export.failed')}
          </Alert>
        ) : running ? (
          <JobProgress
            label={t('export.running')}
            progress={progress}
            slow={
              state?.phase === 'slow'
                ? { text: t('export.slow'), askAgain: t('export.askAgain'), onAskAgain: poll.askAgain }
                : null
            }
          />
        ) : state?.phase === 'failed' ? (
          <Alert color="red" role="alert">
            {state.message}
          </Alert>
        ) : (
          <Alert color="green" role="status">
            {t('export.done', { count: rows, rows: rows.toLocaleString('es-CL') })}
          </Alert>
        )}
        <Group justify="flex-end">
          {state?.phase === 'completed' && state.fileUrl && (
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => state.fileUrl && void downloadOrdersExport(state.fileUrl)}
            >
              {t('export.downloadAgain')}
            </Button>
          )}
          <Button variant={running ? 'default' : 'filled'} onClick={onClose}>
            {running ? t('export.background') : t('export.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
