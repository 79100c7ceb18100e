import { Alert, Button, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JobPhase } from '../../shared/jobs/index.js';

interface JobProgressProps {
  state: JobPhase;
  /** What the finished job did, in the user's words. */
  describeResult(result: Record<string, unknown>): string;
  pollError: Error | null;
  onAskAgain(): void;
}

/** A running job's progress bar, then its result or its error. */
export function JobProgress({ state, describeResult, pollError, onAskAgain }: JobProgressProps) {
  const { t } = useTranslation();
  if (state.phase === 'completed') {
    return (
      <Alert color="green" variant="light" title={t('menuSync:job.completed')} role="status">
        {describeResult(state.result)}
      </Alert>
    );
  }
  if (state.phase === 'failed') {
    return (
      <Alert color="red" variant="light" title={t('menuSync:job.failed')} role="alert">
        {state.message}
      </Alert>
    );
  }
  const known = state.progress !== null;
  return (
    <Stack gap="xs">
      <Progress
        value={known ? (state.progress ?? 0) : 100}
        striped={!known || state.phase === 'running'}
        animated={state.phase === 'running'}
        aria-label={t('menuSync:job.progressLabel')}
      />
      <Text size="sm" c="dimmed" role="status">
        {known ? t('menuSync:job.runningPercent', { percent: state.progress }) : t('menuSync:job.running')}
      </Text>
      {(state.phase === 'slow' || pollError) && (
        <Alert color="yellow" variant="light">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{pollError ? t('menuSync:job.pollFailed') : t('menuSync:job.slow')}</Text>
            <Button size="xs" variant="light" onClick={onAskAgain}>
              {t('menuSync:job.askAgain')}
            </Button>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
