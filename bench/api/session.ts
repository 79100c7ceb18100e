/**
 * The token the benchmark sends: a regular (role-limited) user's when it can be made, so the
 * guard's policy path runs; otherwise the seeded super admin's.
 */

export const TENANT = 'demo';
export const SEED_EMAIL = 'admin@demo.cl';
export const SEED_PASSWORD = 'bench-admin-password';
const BENCH_USER_EMAIL = 'bench.user@demo.cl';
const BENCH_USER_PASSWORD = 'bench-user-password';

export interface BenchSession {
  token: string;
  user: 'regular' | 'super-admin';
  email: string;
  /** Why the regular user could not be used, when it could not. */
  fallbackReason?: string;
}

async function call(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  token?: string,
  body?: unknown,
): Promise<unknown> {
  const headers: Record<string, string> = { tenant: TENANT };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(baseUrl + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const body = (await call(baseUrl, 'POST', '/api/identity/v1/sign-in', undefined, { email, password })) as {
    user?: { token_manager?: { access_token?: string } };
  };
  const token = body.user?.token_manager?.access_token;
  if (!token) throw new Error('sign-in answered no access token');
  return token;
}

async function createRegularUser(baseUrl: string, adminToken: string): Promise<void> {
  const roles = (await call(baseUrl, 'GET', '/api/admin/v1/roles?limit=100', adminToken)) as {
    data: { id: number; name: string }[];
  };
  const role = roles.data.find((r) => r.name === 'admin');
  if (!role) throw new Error(`no role named "admin" (found: ${roles.data.map((r) => r.name).join(', ')})`);
  const stores = (await call(baseUrl, 'GET', '/api/admin/v1/stores/all?limit=1000', adminToken)) as {
    data: { id: number }[];
  };
  if (stores.data.length === 0) throw new Error('tenant has no stores');
  await call(baseUrl, 'POST', '/api/admin/v1/admin_users', adminToken, {
    name: 'Bench User',
    email: BENCH_USER_EMAIL,
    phone: '+56911112222',
    password: BENCH_USER_PASSWORD,
    role_ids: [role.id],
    store_ids: stores.data.map((s) => s.id),
  });
}

/** Signs in, preferring a new role-limited user; checks `/me` answers 200 with the token. */
export async function prepareSession(baseUrl: string): Promise<BenchSession> {
  const adminToken = await signIn(baseUrl, SEED_EMAIL, SEED_PASSWORD);
  let session: BenchSession;
  try {
    await createRegularUser(baseUrl, adminToken);
    const token = await signIn(baseUrl, BENCH_USER_EMAIL, BENCH_USER_PASSWORD);
    session = { token, user: 'regular', email: BENCH_USER_EMAIL };
  } catch (error) {
    session = {
      token: adminToken,
      user: 'super-admin',
      email: SEED_EMAIL,
      fallbackReason: error instanceof Error ? error.message : String(error),
    };
  }
  const me = (await call(baseUrl, 'GET', '/api/admin/v1/admin_users/me', session.token)) as {
    super_admin?: boolean;
  };
  if (me.super_admin !== (session.user === 'super-admin')) {
    throw new Error(`/me says super_admin=${String(me.super_admin)} for the ${session.user} session`);
  }
  return session;
}

/** The id of the demo tenant in a database, for the floors' statements. */
export async function demoTenantId(databaseUrl: string): Promise<number> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>('select id from tenants where slug = $1', [TENANT]);
    return rows[0]?.id ?? 0;
  } finally {
    await client.end();
  }
}
