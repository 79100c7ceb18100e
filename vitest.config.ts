import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One file per core, not vitest's cores − 1: API test files mostly wait on their database (PGlite
    // in the worker, or the PostgreSQL server). On this 2-core machine two workers took the PGlite run
    // from 406 to 283 s; the PostgreSQL run took 158 s for 280 s of tests.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/*/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'admin',
          include: ['apps/admin/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          setupFiles: ['apps/api/test/tenant-filter-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file starts its own app on its own database clone; what it would gain from a fresh
          // module graph too is not worth re-importing the whole API per file (PGlite run 482 → 394 s).
          isolate: false,
        },
      },
    ],
  },
});
