import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { expect, inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/app.js';
import { type AppConfig, loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { createCoreJobQueues, pgBossJobQueue } from '../src/jobs/core-jobs.js';
import { startQueue } from '../src/jobs/queue.js';
import { startJobWorkers } from '../src/jobs/workers.js';
import { SecretBox } from '../src/lib/secret-box.js';
import { findTenantBySlug, type TenantRecord } from '../src/modules/tenants/tenants.repo.js';
import { cloneTestDatabase } from './test-database.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './test-tenants.js';

export { ADMIN_EMAIL, ADMIN_PASSWORD } from './test-tenants.js';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  /** The owner URL of the database on PostgreSQL; undefined on PGlite. */
  databaseUrl: string | undefined;
  config: AppConfig;
  jwtSecret: string;
  secretBox: SecretBox;
  /** The key of `secretBox` (base64), for a worker process that must open the same credentials. */
  credentialsKey: string;
  /** Two tenants provisioned like the seed: five roles, two stores, a super admin each. */
  alpha: TenantRecord;
  beta: TenantRecord;
  /** The job queue, when the app was started with `jobs`. */
  queue: PgBoss | undefined;
  close(): Promise<void>;
}

/**
 * `work`: a job queue with the menu sync workers in this process; `send`: a queue the app hands
 * jobs to, with no worker (a test runs workers elsewhere, e.g. in a child process).
 */
export type TestJobs = 'work' | 'send';

/** Every request of a test comes from one address, so the per-address sign-in limit is lifted unless a test sets it. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ LOG_LEVEL: 'silent', JOBS: 'off', SEED_DEMO_ORDERS: '200' }),
    // Requests that do not end by themselves (the orders stream) end soon in tests that inject them.
    orderStream: { maxLifeMs: 300, heartbeatMs: 15_000 },
    signInAddressRateLimit: 1_000_000,
    platformTenant: 'alpha',
    ...overrides,
  };
}

/**
 * A real app on its own clone of the migrated database (PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set), with tenants `alpha` and `beta`. `extend` may add routes before
 * the app is ready.
 */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  extend?: (app: FastifyInstance) => void,
  jobs?: TestJobs,
): Promise<TestContext> {
  const { db, url, drop } = await cloneTestDatabase(inject('template'), 'tenants');
  try {
    return await startOn(db, url, drop, overrides, extend, jobs);
  } catch (error) {
    await drop();
    throw error;
  }
}

async function startOn(
  db: Database,
  databaseUrl: string | undefined,
  drop: () => Promise<void>,
  overrides: Partial<AppConfig>,
  extend: ((app: FastifyInstance) => void) | undefined,
  jobs: TestJobs | undefined,
): Promise<TestContext> {
  const tenant = async (slug: string) => {
    const found = await findTenantBySlug(db.app, slug);
    if (!found) throw new Error(`the test template has no tenant ${slug}`);
    return found;
  };
  const [alpha, beta] = [await tenant('alpha'), await tenant('beta')];
  // Uploaded files go to a directory of this app's own, removed with it.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tablero-test-'));
  const filesSigningKey = randomBytes(32).toString('hex');
  const config = testConfig({ dataDir, filesSigningKey, ...overrides });
  const jwtSecret = randomBytes(32).toString('hex');
  const credentialsKey = randomBytes(32);
  const secretBox = new SecretBox(credentialsKey);
  const deps: AppDeps = { db, jwtSecret, secretBox };
  const queue = jobs ? await startQueue(db, databaseUrl, config.jobTimings) : undefined;
  if (queue && jobs === 'work') await startJobWorkers(queue, { db, secretBox, config });
  else if (queue) await createCoreJobQueues(queue, config.jobTimings);
  if (queue) deps.jobQueue = pgBossJobQueue(queue);
  const app = await buildApp(config, deps);
  extend?.(app);
  // Listening too, on a free port: the app calls its own Webpay stand-in over HTTP as it would call
  // Transbank, and a stream is read as a browser reads it. Requests of tests are injected all the same.
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    db,
    databaseUrl,
    config,
    jwtSecret,
    secretBox,
    credentialsKey: credentialsKey.toString('base64'),
    alpha,
    beta,
    queue,
    async close() {
      await app.close();
      // Not graceful: a test may leave a job hanging on a fake channel. PGlite stays open for `drop`.
      await queue?.stop({ graceful: false, close: db.engine === 'postgres', timeout: 1000 });
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Tokens {
  access: string;
  refresh: string;
}

export async function signIn(
  app: FastifyInstance,
  tenant: string,
  email = ADMIN_EMAIL,
  password = ADMIN_PASSWORD,
): Promise<Tokens> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/identity/v1/sign-in',
    headers: { tenant },
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const manager = response.json().user.token_manager;
  return { access: manager.access_token, refresh: manager.refresh_token };
}

/** An HTTP client bound to a tenant and, optionally, an access token. */
export function client(app: FastifyInstance, tenant: string, token?: string) {
  const headers = (extra?: Record<string, string>) => ({
    tenant,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...extra,
  });
  const send = (
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      headers: headers(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    token,
    get: (url: string) => send('GET', url),
    post: (url: string, payload?: unknown) => send('POST', url, payload ?? {}),
    patch: (url: string, payload: unknown) => send('PATCH', url, payload),
    delete: (url: string) => send('DELETE', url),
    raw: (options: InjectOptions) =>
      app.inject({ ...options, headers: headers(options.headers as Record<string, string>) }),
  };
}

export type Client = ReturnType<typeof client>;

/** A signed-in client for the tenant's super admin. */
export async function superAdmin(ctx: TestContext, tenant: TenantRecord): Promise<Client> {
  const { access } = await signIn(ctx.app, tenant.slug);
  return client(ctx.app, tenant.slug, access);
}

let counter = 0;

/** Creates a user through the API as the super admin and signs them in. */
export async function userWith(
  ctx: TestContext,
  tenant: TenantRecord,
  options: { roleNames?: string[]; roleIds?: number[]; storeIds?: number[] },
): Promise<{ id: number; email: string; client: Client }> {
  const admin = await superAdmin(ctx, tenant);
  const roles = (await admin.get('/api/admin/v1/roles?limit=100')).json().data as {
    id: number;
    name: string;
  }[];
  const stores = (await admin.get('/api/admin/v1/stores?limit=100')).json().data as { id: number }[];
  const roleIds =
    options.roleIds ?? roles.filter((r) => options.roleNames?.includes(r.name)).map((r) => r.id);
  counter += 1;
  const email = `user${counter}.${randomBytes(3).toString('hex')}@tablero.test`;
  const password = 'Otra-Clave-2026';
  const created = await admin.post('/api/admin/v1/admin_users', {
    name: `Usuario ${counter}`,
    email,
    phone: '+56911112222',
    password,
    role_ids: roleIds,
    store_ids: options.storeIds ?? stores.map((s) => s.id),
  });
  if (created.statusCode !== 201) throw new Error(`user not created: ${created.body}`);
  const { access } = await signIn(ctx.app, tenant.slug, email, password);
  return { id: created.json().id, email, client: client(ctx.app, tenant.slug, access) };
}

/** A 422 / 1001 naming exactly these fields, in order; the top message is the first field's. */
export function expectValidationError(
  response: { statusCode: number; json(): unknown },
  errors: { field: string; message?: string }[],
) {
  expect(response.statusCode).toBe(422);
  const body = response.json() as {
    code: number;
    message: string;
    errors: { field: string; message: string }[];
  };
  expect(body.code).toBe(1001);
  expect(body.errors.map((e) => e.field)).toEqual(errors.map((e) => e.field));
  errors.forEach((expected, i) => {
    if (expected.message) expect(body.errors[i]?.message).toBe(expected.message);
  });
  expect(body.message).toBe(body.errors[0]?.message);
}
