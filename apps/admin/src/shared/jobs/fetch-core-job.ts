import { request } from '../http/index.js';
import type { JobAnswer } from './job-phase.js';

/** `GET /core_job?id&progress=true` (API.md "Jobs"): any long job of the tenant, with its progress. */
export function fetchCoreJob(jobId: string) {
  return request<JobAnswer>('/api/admin/v1/core_job', { params: { id: jobId, progress: true } });
}
