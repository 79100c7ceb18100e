import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type ChildServer, REPO_ROOT, startNodeServer } from '../../../../scripts/child-server.js';
import { adminQuery, serverUrl, type TemplateRef } from '../test-database.js';

export const KILL_ADMIN = { email: 'admin@demo.cl', password: 'Clave-Kill-2026' };

/**
 * Where the killed servers keep their data, and a way to read it afterwards: a PGlite data
 * directory on disk (read only once no server holds it), or a PostgreSQL database of its own.
 */
export interface KillTarget {
  engine: 'pglite' | 'postgres';
  env: Record<string, string>;
  /** Runs SQL as the owner; on PGlite, opens the data directory (no server may be running). */
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  remove(): Promise<void>;
}

export async function killTarget(template: TemplateRef): Promise<KillTarget> {
  if (template.engine === 'pglite') {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tablero-kill-'));
    return {
      engine: 'pglite',
      env: { DATA_DIR: dataDir },
      async query(text, values) {
        const lite = await PGlite.create(path.join(dataDir, 'pglite'));
        try {
          return (await lite.query(text, values)).rows as never[];
        } finally {
          await lite.close();
        }
      },
      remove: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const base = process.env.TEST_DATABASE_URL as string;
  const name = `tablero_kill_${randomBytes(6).toString('hex')}`;
  await adminQuery(base, `create database ${name} template ${template.location.bare}`);
  const url = serverUrl(base, name);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tablero-kill-'));
  return {
    engine: 'postgres',
    env: { DATABASE_URL: url, DATA_DIR: dataDir },
    async query(text, values) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(text, values as unknown[])).rows;
      } finally {
        await client.end();
      }
    },
    async remove() {
      await adminQuery(base, `drop database if exists ${name} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The real server process (`apps/api/src/server.ts`): jobs on, short job timings, fixed keys. */
export class KillableServer {
  private constructor(private child: ChildServer) {}

  static readonly keys = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    CREDENTIALS_KEY: randomBytes(32).toString('base64'),
    FILES_SIGNING_KEY: randomBytes(32).toString('hex'),
  };

  static async start(target: KillTarget, env: Record<string, string>): Promise<KillableServer> {
    const child = await startNodeServer({
      name: `tablero (${target.engine})`,
      script: path.join(REPO_ROOT, 'apps/api/src/server.ts'),
      readyPath: '/api/openapi.json',
      env: {
        ...target.env,
        ...KillableServer.keys,
        ...env,
        JOBS: 'on',
        // One sign-in serves a whole run of kills, which can outlast the default 15 minutes.
        ACCESS_TOKEN_TTL_SECONDS: '86400',
        JOB_EXPIRE_SECONDS: '3',
        JOB_RETRY_LIMIT: '3',
        JOB_RETRY_DELAY_SECONDS: '0',
        JOB_SUPERVISE_SECONDS: '1',
        JOB_POLL_SECONDS: '0.5',
        SEED_ADMIN_EMAIL: KILL_ADMIN.email,
        SEED_ADMIN_PASSWORD: KILL_ADMIN.password,
        LOG_LEVEL: 'silent',
        HOST: '127.0.0.1',
      },
    });
    return new KillableServer(child);
  }

  get baseUrl(): string {
    return this.child.baseUrl;
  }

  /** SIGKILL: no shutdown hook, no flush, no goodbye; resolves once the process is gone. */
  async kill(): Promise<void> {
    try {
      process.kill(this.child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
    while (isAlive(this.child.pid)) await sleep(20);
    await this.child.stop();
  }

  stop(): Promise<void> {
    return this.child.stop();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
