import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { type JobAnswer, type JobPhase, type JobPolling, jobPhase } from './job-phase.js';

const finished = (answer: JobAnswer) => answer?.status === 'completed' || answer?.status === 'failed';

/**
 * Polls a job until it ends or the polling ceiling passes; `askAgain` restarts the window. A
 * failed poll (network, 5xx) is the query's error, not the job's.
 */
export function useJobPoll(
  jobId: string | null,
  fetchJob: (jobId: string) => Promise<JobAnswer>,
  polling: JobPolling,
): { state: JobPhase | null; pollError: Error | null; askAgain(): void } {
  const started = useRef({ jobId, at: Date.now() });
  if (started.current.jobId !== jobId) started.current = { jobId, at: Date.now() };
  const [, rerender] = useState(0);
  const elapsed = () => Date.now() - started.current.at;
  const query = useQuery({
    queryKey: ['job', jobId],
    queryFn: () => fetchJob(jobId as string),
    enabled: jobId !== null,
    gcTime: 0,
    retry: 1,
    refetchInterval: (current) =>
      finished(current.state.data) || elapsed() >= polling.ceilingMs ? false : polling.intervalMs,
  });
  const askAgain = useCallback(() => {
    started.current = { jobId, at: Date.now() };
    rerender((n) => n + 1);
    void query.refetch();
  }, [query, jobId]);
  if (jobId === null) return { state: null, pollError: null, askAgain };
  return { state: jobPhase(query.data, elapsed(), polling), pollError: query.error, askAgain };
}
