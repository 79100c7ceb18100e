import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { autoAnalyze } from './pglite-autoanalyze.js';
import * as schema from './schema/index.js';
import { pooledTenantReads, pooledTenantTransactions } from './tenant-transaction.js';

/** The role request transactions run as (created by migration 0001). */
export const APP_ROLE = 'tablero_app';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Row = Record<string, unknown>;

export interface Database {
  engine: 'pglite' | 'postgres';
  /** The owner: migrations, provisioning tenants, the policy catalogue. Not bound by RLS. */
  owner: Db;
  /** The API role, for global tables (tenants, policies) that have no tenant. */
  app: Db;
  /** Runs `work` in one transaction as the API role, with row-level security bound to the tenant. */
  withTenant<T>(tenantId: number, work: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Runs read-only `work` as the API role bound to the tenant, without a transaction on PostgreSQL
   * (each statement its own snapshot, one round trip each; a write fails): for pages that are one
   * query. On PGlite (one session) it is `withTenant`.
   */
  readTenant<T>(tenantId: number, work: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Follows NOTIFY messages on a channel: `onMessage` per payload, `onGap` when messages may have
   * been missed (connection lost; it reconnects), `onReady` once listening. Answers a stop function.
   */
  subscribe(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  /** The raw owner connection's SQL runner, for pg-boss and tools. */
  executeOwnerSql(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
  close(): Promise<void>;
}

export interface ChannelListener {
  onMessage(payload: string): void;
  onGap(): void;
  onReady(): void;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  databaseAppUrl?: string | undefined;
  dataDir?: string | undefined;
  poolSize?: number;
  /** An already opened PGlite (tests clone one migrated instance per file). */
  pglite?: PGlite;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

/**
 * PGlite writes its whole shared buffer pool into its WASM memory as it starts, so PostgreSQL's
 * 128 MB default is resident from the first second. An embedded database serving one process
 * reads the rest from the file system's cache.
 */
const PGLITE_OPTIONS = { postgresqlconf: 'shared_buffers = 32MB' };

/**
 * Makes a new data directory in a process of its own, as PostgreSQL's initdb is one: the process
 * that creates it keeps ~500 MB resident afterwards (810 MB at its peak), which one that reopens
 * it never holds (300 MB). The server then opens it like any restart.
 */
async function createPgliteDir(dir: string): Promise<void> {
  const pglite = JSON.stringify(import.meta.resolve('@electric-sql/pglite'));
  const create = `const { PGlite } = await import(${pglite});
    await (await PGlite.create(${JSON.stringify(dir)}, ${JSON.stringify(PGLITE_OPTIONS)})).close();`;
  const { execFile } = await import('node:child_process');
  await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', create]);
}

// Each engine's driver is loaded only when it is the one opened: a PostgreSQL process never holds PGlite's.
async function openPglite(options: DatabaseOptions): Promise<Database> {
  let client = options.pglite;
  if (!client) {
    const dir = path.resolve(options.dataDir ?? './data', 'pglite');
    mkdirSync(dir, { recursive: true });
    if (!existsSync(path.join(dir, 'PG_VERSION'))) await createPgliteDir(dir);
    const { PGlite } = await import('@electric-sql/pglite');
    client = await PGlite.create(dir, PGLITE_OPTIONS);
  }
  const lite = client;
  const { pglitePool } = await import('./pglite-pool.js');
  const pool = pglitePool(lite);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // One session: a tenant binding must end with its transaction, so reads are transactions too.
  const tenantTransactions = pooledTenantTransactions(pool, db, APP_ROLE);
  const stopAnalyzing = autoAnalyze(pool, () => lite.closed);
  // PGlite's own listener registry, with LISTEN and UNLISTEN sent through the pool like any statement.
  const throughPool = { exec: (text: string) => pool.query(text) } as unknown as Transaction;
  return {
    engine: 'pglite',
    owner: db,
    app: db,
    withTenant: tenantTransactions,
    readTenant: tenantTransactions,
    async subscribe(channel, listener) {
      const stop = await lite.listen(channel, (payload) => listener.onMessage(payload), throughPool);
      listener.onReady();
      return () => stop(throughPool);
    },
    async executeOwnerSql(text, values) {
      const session = await pool.connect();
      try {
        const result = await session.query(text, values);
        // A block of statements (pg-boss sends some) answers one result each.
        return { rows: (Array.isArray(result) ? result : [result]).flatMap((r: pg.QueryResult) => r.rows) };
      } catch (error) {
        // A block that failed inside its BEGIN leaves the one session in an aborted transaction.
        await session.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        session.release();
      }
    },
    async close() {
      await stopAnalyzing();
      await pool.end();
      if (!lite.closed) await lite.close();
    },
  };
}

/** The API role's connection: the owner's URL with the API role as user, unless given. */
export function appUrlFrom(ownerUrl: string): string {
  const url = new URL(ownerUrl);
  url.username = APP_ROLE;
  url.password = process.env.DATABASE_APP_PASSWORD ?? '';
  return url.toString();
}

/**
 * A connection the server ends while it sits idle or is being closed (a restart, a failover, a
 * database dropped after a test) must not take the process down: pg reports it as an 'error'
 * event that nothing listens to once the pool has let go of the client. Queries in flight still
 * fail as usual; the pool replaces lost connections.
 */
function resilientPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

async function openPostgres(ownerUrl: string, options: DatabasePoolOptions): Promise<Database> {
  const ownerPool = resilientPool({ connectionString: ownerUrl, max: 4 });
  const appUrl = options.databaseAppUrl ?? appUrlFrom(ownerUrl);
  const appPool = resilientPool({ connectionString: appUrl, max: options.poolSize ?? 20 });
  // As many connections again, for `readTenant`; like every pool here it opens them only when needed.
  const readPool = resilientPool({
    connectionString: appUrl,
    max: options.poolSize ?? 20,
    options: '-c default_transaction_read_only=on',
  });
  const owner = drizzlePg(ownerPool, { schema }) as unknown as Db;
  const app = drizzlePg(appPool, { schema }) as unknown as Db;
  return {
    engine: 'postgres',
    owner,
    app,
    withTenant: pooledTenantTransactions(appPool, app, APP_ROLE),
    readTenant: pooledTenantReads(readPool, app, APP_ROLE),
    subscribe: (channel, listener) => subscribePostgres(appUrl, channel, listener),
    async executeOwnerSql(text, values) {
      const result = await ownerPool.query(text, values);
      return { rows: result.rows as Row[] };
    },
    async close() {
      await Promise.all([ownerPool.end(), appPool.end(), readPool.end()]);
    },
  };
}

type DatabasePoolOptions = Pick<DatabaseOptions, 'databaseAppUrl' | 'poolSize'>;

const RECONNECT_DELAY_MS = 1000;

/** LISTEN on a connection of its own, reconnecting after any loss. */
async function subscribePostgres(url: string, channel: string, listener: ChannelListener) {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = undefined;
    listener.onGap();
    lostClient.end().catch(() => undefined);
    if (!stopped) retry = setTimeout(connect, RECONNECT_DELAY_MS);
  };

  async function connect() {
    const candidate = new pg.Client({ connectionString: url });
    client = candidate;
    candidate.on('notification', (message) => {
      if (message.channel === channel) listener.onMessage(message.payload ?? '');
    });
    candidate.on('error', () => lost(candidate));
    candidate.on('end', () => lost(candidate));
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${channel}`);
      if (client === candidate) listener.onReady();
    } catch {
      lost(candidate);
    }
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}
