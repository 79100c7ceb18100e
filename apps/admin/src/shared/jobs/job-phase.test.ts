import { describe, expect, it } from 'vitest';
import { coreJobPolling, jobPhase } from './job-phase.js';

describe('jobPhase', () => {
  it('is running with no progress known on a plain 204', () => {
    expect(jobPhase(undefined, 0, coreJobPolling)).toEqual({ phase: 'running', progress: null });
  });

  it('carries the progress a running job reports', () => {
    expect(jobPhase({ status: 'running', progress: 40 }, 3000, coreJobPolling)).toEqual({
      phase: 'running',
      progress: 40,
    });
  });

  it('turns slow at the polling ceiling, keeping the last progress', () => {
    expect(jobPhase({ status: 'running', progress: 70 }, 25_000, coreJobPolling)).toEqual({
      phase: 'slow',
      progress: 70,
    });
  });

  it('ends with the result or the error message, however long it took', () => {
    expect(
      jobPhase({ status: 'completed', progress: 100, result: { version_id: 3 } }, 60_000, coreJobPolling),
    ).toEqual({ phase: 'completed', result: { version_id: 3 } });
    expect(
      jobPhase(
        { status: 'completed', progress: 100, result: { generated: 5 }, fileUrl: '/codes.csv' },
        1000,
        coreJobPolling,
      ),
    ).toEqual({ phase: 'completed', result: { generated: 5 }, fileUrl: '/codes.csv' });
    expect(
      jobPhase(
        { status: 'failed', error: { code: 1001, message: 'Rappi rechazó el menú' } },
        1000,
        coreJobPolling,
      ),
    ).toEqual({ phase: 'failed', message: 'Rappi rechazó el menú' });
  });
});
