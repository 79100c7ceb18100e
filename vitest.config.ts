import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Tests that measure time or memory against a bound: they run after every other file, one at a time,
 * because another file loading the other cores skews what they measure (the sign-in timing test
 * failed under that load in CI).
 */
const measuringApiTests = [
  'apps/api/src/modules/identity/sign-in-rate-limit.test.ts',
  'apps/api/test/fuzz/upload-costs.test.ts',
];

const api = {
  globalSetup: ['apps/api/test/global-setup.ts'],
  setupFiles: ['apps/api/test/tenant-filter-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Each file starts its own app on its own database clone; what it would gain from a fresh
  // module graph too is not worth re-importing the whole API per file (PGlite run 482 → 394 s).
  isolate: false,
};

export default defineConfig({
  test: {
    // One file per core: an API file mostly waits on its database, so vitest's default (cores − 1,
    // one file at a time on two cores) left a core idle (PGlite suite 406 → 283 s measured).
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
          exclude: measuringApiTests,
          ...api,
        },
      },
      {
        test: {
          name: 'api-measuring',
          include: measuringApiTests,
          ...api,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
