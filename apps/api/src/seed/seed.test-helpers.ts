import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { testConfig } from '../../test/harness.js';
import type { AppConfig } from '../config.js';

export const SEED_ADMIN = { email: 'dueno@demo.cl', password: 'Semilla-2026' } as const;

/**
 * The configuration a test file seeds with: the seed's super admin, and a data directory of the
 * file's own (the seed keeps the demo's pictures where the app keeps uploads), removed after it.
 */
export function seedTestConfig(): AppConfig {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tablero-seed-test-'));
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  return testConfig({ dataDir, seedAdminEmail: SEED_ADMIN.email, seedAdminPassword: SEED_ADMIN.password });
}
