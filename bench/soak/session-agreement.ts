/**
 * While the soak runs: a session changed through one API process is honoured by the other on the
 * very next request (refresh-token reuse, sign-out, a deleted user), whatever each remembers.
 */
import { type Answer, call, signIn } from './soak-client.js';

export interface SessionChecks {
  checks: number;
  disagreements: string[];
}

const TENANT = 'demo';
const PASSWORD = 'Soak-Clave-2026';
const ME = '/api/admin/v1/admin_users/me';

async function createUser(
  base: string,
  adminToken: string,
  round: number,
): Promise<{ id: number; email: string }> {
  const roles = await call(base, TENANT, 'GET', '/api/admin/v1/roles?limit=100', { token: adminToken });
  const stores = await call(base, TENANT, 'GET', '/api/admin/v1/stores/all?limit=1000', {
    token: adminToken,
  });
  const role = (roles?.body.data as { id: number; name: string }[]).find((r) => r.name === 'admin');
  const email = `soak.${round}.${Date.now()}@demo.cl`;
  const created = await call(base, TENANT, 'POST', '/api/admin/v1/admin_users', {
    token: adminToken,
    body: {
      name: `Soak ${round}`,
      email,
      phone: '+56911112222',
      password: PASSWORD,
      role_ids: [role?.id],
      store_ids: (stores?.body.data as { id: number }[]).map((s) => s.id),
    },
  });
  if (created?.status !== 201) throw new Error(`soak user not created: ${created?.status}`);
  return { id: created.body.id as number, email };
}

export async function checkSessionsAgree(
  one: string,
  other: string,
  adminToken: string,
  until: number,
  result: SessionChecks,
): Promise<void> {
  const expect = (what: string, answer: Answer | undefined, status: number) => {
    result.checks += 1;
    if (answer?.status !== status)
      result.disagreements.push(`${what}: ${answer?.status ?? 'no answer'}, not ${status}`);
  };
  let round = 0;
  while (Date.now() < until - 2000) {
    round += 1;
    const user = await createUser(one, adminToken, round);
    const first = await signIn(one, TENANT, user.email, PASSWORD);
    expect(
      'a session made on one process, used on the other',
      await call(other, TENANT, 'GET', ME, { token: first.access }),
      200,
    );

    const refreshed = await call(one, TENANT, 'POST', '/api/identity/v1/token', {
      body: { grant_type: 'refresh_token', refresh_token: first.refresh },
    });
    expect('refresh on one process', refreshed, 200);
    const reused = await call(other, TENANT, 'POST', '/api/identity/v1/token', {
      body: { grant_type: 'refresh_token', refresh_token: first.refresh },
    });
    expect('the used refresh token replayed on the other', reused, 401);
    const rotated = (refreshed?.body.access_token as string | undefined) ?? '';
    expect(
      'the family revoked by the replay, seen by the first process',
      await call(one, TENANT, 'GET', ME, { token: rotated }),
      401,
    );

    const second = await signIn(other, TENANT, user.email, PASSWORD);
    await call(one, TENANT, 'GET', ME, { token: second.access });
    expect(
      'sign-out on one process',
      await call(one, TENANT, 'POST', '/api/identity/v1/sign-out', { token: second.access }),
      204,
    );
    expect(
      'the signed-out token on the other',
      await call(other, TENANT, 'GET', ME, { token: second.access }),
      401,
    );

    const third = await signIn(one, TENANT, user.email, PASSWORD);
    await call(one, TENANT, 'GET', ME, { token: third.access });
    expect(
      'a user deleted through the other process',
      await call(other, TENANT, 'DELETE', `/api/admin/v1/admin_users/${user.id}`, { token: adminToken }),
      200,
    );
    expect(
      'the deleted user on the first process',
      await call(one, TENANT, 'GET', ME, { token: third.access }),
      401,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
