export { fetchCoreJob } from './fetch-core-job.js';
export { coreJobPolling, type JobAnswer, type JobPhase, type JobPolling, jobPhase } from './job-phase.js';
export { JobProgress } from './job-progress.js';
export { useJobPoll } from './use-job-poll.js';
