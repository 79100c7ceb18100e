import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNodeServer } from '../scripts/child-server.js';
import type { E2eServer } from './fixtures.js';

export interface RunningServer extends E2eServer {
  pid: number;
  dataDir: string;
  stop(): Promise<void>;
}

/** Prefixes each line the server writes to stderr, so its warnings stand out in the test output. */
function echoServerLines(text: string): void {
  for (const line of text.split('\n').filter(Boolean)) process.stderr.write(`[api] ${line}\n`);
}

/**
 * The real API on a free loopback port, with a fresh embedded PGlite in a temporary DATA_DIR
 * seeded with known credentials. Resolves once `GET /` answers 200.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tablero-e2e-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  // Last resort when the runner exits without tearing down (e.g. Ctrl-C while still starting).
  process.once('exit', removeDataDir);
  const credentials = {
    tenant: 'demo',
    email: 'admin@demo.cl',
    password: `e2e-${randomBytes(12).toString('base64url')}`,
  };
  try {
    const server = await startNodeServer({
      name: 'tablero (e2e)',
      script: 'apps/api/src/server.ts',
      readyPath: '/',
      timeoutMs: 60_000,
      onStderr: echoServerLines,
      // A developer's PostgreSQL settings must not leak in: the e2e server always runs on PGlite.
      env: {
        DATABASE_URL: '',
        DATABASE_APP_URL: '',
        JWT_SECRET: '',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Menu sync jobs run (on PGlite, in the server's process), polled quickly.
        JOBS: 'on',
        JOB_POLL_SECONDS: '0.5',
        // Every console spec signs the seeded super admin in, with two workers, well past the
        // production 10-a-minute limit per email; the limit itself is covered by the API's tests.
        SIGN_IN_RATE_LIMIT: '1000',
        SIGN_IN_ADDRESS_RATE_LIMIT: '100000',
        DEFAULT_TENANT: credentials.tenant,
        SEED_ADMIN_EMAIL: credentials.email,
        SEED_ADMIN_PASSWORD: credentials.password,
        // Tests run offline: maps draw without tiles, as they must when a tile server is down.
        MAP_TILE_URL: 'none',
        ...extraEnv,
      },
    });
    const port = new URL(server.baseUrl).port;
    return {
      ...credentials,
      baseURL: `http://localhost:${port}`,
      pid: server.pid,
      dataDir,
      async stop() {
        await server.stop();
        process.off('exit', removeDataDir);
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    process.off('exit', removeDataDir);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
