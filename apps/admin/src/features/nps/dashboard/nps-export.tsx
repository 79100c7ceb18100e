import { Button, Paper } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JobProgress, useJobPoll } from '../../../shared/jobs/index.js';
import { showError, showSuccess } from '../../../shared/ui/toasts.js';
import { fetchOrdersJob, ordersExportPolling } from '../../orders/api.js';
import { downloadNpsExport, type NpsFilters, startNpsExport } from './api.js';

/**
 * "Exportar CSV": starts the answers' spreadsheet with the page's filters, follows the job as the
 * orders' export does (every 5 s, up to 120 s) with a progress bar, and saves it as nps.csv.
 */
export function useNpsExport(filters: NpsFilters) {
  const { t } = useTranslation('npsResults');
  const [jobId, setJobId] = useState<string | null>(null);
  // Not a mutation: the query client would toast the API's message besides the NPS one.
  const [starting, setStarting] = useState(false);
  const start = () => {
    setStarting(true);
    startNpsExport(filters).then(
      (started) => {
        setStarting(false);
        setJobId(started);
      },
      () => {
        setStarting(false);
        showError(t('export.failed'));
      },
    );
  };
  const poll = useJobPoll(jobId, fetchOrdersJob, ordersExportPolling);
  const state = poll.state;
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!jobId || handled.current === jobId) return;
    if (state?.phase === 'completed') {
      handled.current = jobId;
      const finish = () => setJobId(null);
      if (!state.fileUrl) {
        showError(t('export.failed'));
        finish();
        return;
      }
      downloadNpsExport(state.fileUrl).then(
        () => {
          showSuccess(t('export.done'));
          finish();
        },
        () => {
          showError(t('export.failed'));
          finish();
        },
      );
    } else if (state?.phase === 'failed' || poll.pollError) {
      handled.current = jobId;
      showError(t('export.failed'));
      setJobId(null);
    }
  }, [jobId, state, poll.pollError, t]);

  const running = starting || jobId !== null;
  const progress = state && 'progress' in state ? (state.progress ?? 0) : 0;

  const button = (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
      onClick={start}
      loading={running}
    >
      {t('export.button')}
    </Button>
  );
  const panel = running ? (
    <Paper withBorder radius="md" p="md" role="status">
      <JobProgress
        label={t('export.running')}
        progress={progress}
        slow={
          state?.phase === 'slow'
            ? { text: t('export.slow'), askAgain: t('export.askAgain'), onAskAgain: poll.askAgain }
            : null
        }
      />
    </Paper>
  ) : null;
  return { button, panel };
}
