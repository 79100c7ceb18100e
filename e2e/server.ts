import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { E2eServer } from './fixtures.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export interface RunningServer extends E2eServer {
  pid: number;
  dataDir: string;
  stop(): Promise<void>;
}

/** A port that was free a moment ago on the loopback interface. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The real API (`node --import tsx apps/api/src/server.ts`, so the PID is the server's) on a free
 * loopback port, with a fresh embedded PGlite in a temporary DATA_DIR seeded with known credentials.
 * Resolves once `GET /` answers 200.
 */
export async function startServer(): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'tablero-e2e-'));
  const credentials = {
    tenant: 'demo',
    email: 'admin@demo.cl',
    password: `e2e-${randomBytes(12).toString('base64url')}`,
  };

  const env: NodeJS.ProcessEnv = { ...process.env };
  // A developer's PostgreSQL settings must not leak in: the e2e server always runs on PGlite.
  delete env.DATABASE_URL;
  delete env.DATABASE_APP_URL;
  delete env.JWT_SECRET;
  Object.assign(env, {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JOBS: 'off',
    DEFAULT_TENANT: credentials.tenant,
    SEED_ADMIN_EMAIL: credentials.email,
    SEED_ADMIN_PASSWORD: credentials.password,
  });

  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // stdout (the start banner, with the password) is kept for a failed start only; stderr (warnings
  // and errors at LOG_LEVEL=warn) is echoed as it comes.
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout = (stdout + chunk.toString()).slice(-20_000);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(
      chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((line) => `[api] ${line}\n`)
        .join(''),
    );
  });

  // Last resort when the runner exits without tearing down (e.g. Ctrl-C while still starting).
  const onExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', onExit);

  let removed = false;
  const stop = async () => {
    process.off('exit', onExit);
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      process.kill(child.pid, 'SIGTERM');
      const graceful = await Promise.race([exited(child).then(() => true), delay(STOP_TIMEOUT_MS)]);
      if (!graceful) {
        process.kill(child.pid, 'SIGKILL');
        await exited(child);
      }
    }
    if (!removed) {
      removed = true;
      await rm(dataDir, { recursive: true, force: true });
    }
  };

  const baseURL = `http://localhost:${port}`;
  const probeUrl = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastProblem = 'not answering yet';
  try {
    while (true) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the API exited (${child.exitCode ?? child.signalCode}) before it was ready`);
      }
      if (Date.now() > deadline)
        throw new Error(`the API was not ready in ${READY_TIMEOUT_MS} ms: ${lastProblem}`);
      try {
        const response = await fetch(probeUrl, { signal: AbortSignal.timeout(2_000) });
        await response.body?.cancel();
        if (response.status === 200) break;
        lastProblem = `GET / answered ${response.status}`;
      } catch (error) {
        lastProblem = error instanceof Error ? error.message : String(error);
      }
      await delay(100);
    }
  } catch (error) {
    await stop();
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      stdout ? `${message}\n--- API stdout ---\n${stdout}` : `${message} (its stderr is above)`,
    );
  }

  return { baseURL, ...credentials, pid: child.pid!, dataDir, stop };
}
