import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { coreJobPolling, fetchCoreJob, useJobPoll } from '../../shared/jobs/index.js';
import type { JobStarted } from './api.js';

/** Starts one menu job, follows it at `GET /core_job`, and refreshes versions and previews when it ends. */
export function useSyncJob() {
  const queryClient = useQueryClient();
  const started = useMutation({ mutationFn: (begin: () => Promise<JobStarted>) => begin() });
  const jobId = started.data?.jobId ?? null;
  const poll = useJobPoll(jobId, fetchCoreJob, coreJobPolling);
  const ended = poll.state?.phase === 'completed' || poll.state?.phase === 'failed';

  useEffect(() => {
    if (!ended) return;
    void queryClient.invalidateQueries({ queryKey: ['menu-versions'] });
    void queryClient.invalidateQueries({ queryKey: ['menu-deploy-preview'] });
  }, [ended, queryClient]);

  return {
    ...poll,
    jobId,
    starting: started.isPending,
    start: (begin: () => Promise<JobStarted>) => started.mutate(begin),
    reset: started.reset,
  };
}
