import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
