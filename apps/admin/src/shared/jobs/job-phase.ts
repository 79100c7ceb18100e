/** A job as API.md "Jobs" answers it; `undefined` is the plain 204 "still working". */
export type JobAnswer =
  | undefined
  | { status: 'running'; progress: number }
  | { status: 'completed'; progress: number; result: Record<string, unknown>; fileUrl?: string }
  | { status: 'failed'; error: { code: number; message: string } };

export interface JobPolling {
  intervalMs: number;
  /** How long the console keeps asking before it says the job is taking long and stops. */
  ceilingMs: number;
}

/** Spec part 2 §9: menu and bulk jobs are polled every second, for at most 25 seconds. */
export const coreJobPolling: JobPolling = { intervalMs: 1000, ceilingMs: 25_000 };

export type JobPhase =
  | { phase: 'running'; progress: number | null }
  | { phase: 'completed'; result: Record<string, unknown>; fileUrl?: string }
  | { phase: 'failed'; message: string }
  /** Still running when the console stopped asking: the user may ask again. */
  | { phase: 'slow'; progress: number | null };

export function jobPhase(answer: JobAnswer, elapsedMs: number, polling: JobPolling): JobPhase {
  if (answer?.status === 'completed')
    return answer.fileUrl
      ? { phase: 'completed', result: answer.result, fileUrl: answer.fileUrl }
      : { phase: 'completed', result: answer.result };
  if (answer?.status === 'failed') return { phase: 'failed', message: answer.error.message };
  const progress = answer?.status === 'running' ? answer.progress : null;
  return elapsedMs >= polling.ceilingMs ? { phase: 'slow', progress } : { phase: 'running', progress };
}
