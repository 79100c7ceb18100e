import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  client,
  signIn,
  startTestApp,
  type TestContext,
} from '../../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({ signInRateLimit: 1000 });
});
afterAll(() => ctx?.close());

const signInRaw = (tenant: string, email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/identity/v1/sign-in',
    headers: { tenant },
    payload: { email, password },
  });

const me = (tenant: string, token: string) =>
  client(ctx.app, tenant, token).get('/api/admin/v1/admin_users/me');

const refresh = (tenant: string, refreshToken: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/identity/v1/token',
    headers: { tenant },
    payload: { grant_type: 'refresh_token', refresh_token: refreshToken },
  });

describe('sign-in', () => {
  it('answers the user and a token manager for the right password', async () => {
    const response = await signInRaw('alpha', ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(user).toMatchObject({ email: ADMIN_EMAIL, display_name: 'Super Admin' });
    expect(user.uid).toMatch(/^\d+$/);
    expect(user.token_manager.access_token.split('.')).toHaveLength(3);
    expect(user.token_manager.refresh_token.length).toBeGreaterThan(30);
    expect(user.token_manager.expiration_time).toBeGreaterThan(Date.now());
  });

  it('accepts the tenant in the body when the header is absent', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/identity/v1/sign-in',
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, tenant_id: 'beta' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('matches the email without regard to case or surrounding spaces', async () => {
    const response = await signInRaw('alpha', `  ${ADMIN_EMAIL.toUpperCase()} `, ADMIN_PASSWORD);
    expect(response.statusCode).toBe(200);
  });

  it('gives the same 1005 answer for a wrong password and an unknown email', async () => {
    const wrong = await signInRaw('alpha', ADMIN_EMAIL, 'no-es-la-clave');
    const unknown = await signInRaw('alpha', 'nadie@tablero.test', ADMIN_PASSWORD);
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 1005, message: 'Email o contraseña incorrectos' });
    }
  });

  it('refuses an unknown tenant', async () => {
    const response = await signInRaw('no-existe', ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(1002);
  });
});

describe('access tokens', () => {
  it('open the signed-in routes and name the admin in response headers', async () => {
    const { access } = await signIn(ctx.app, 'alpha');
    const response = await me('alpha', access);
    expect(response.statusCode).toBe(200);
    expect(response.headers['admin-id']).toBe(String(response.json().id));
    expect(decodeURIComponent(String(response.headers['admin-role']))).toBe('super_admin,admin');
  });

  it('are refused without a token, with a tampered one, or an expired one', async () => {
    const { access } = await signIn(ctx.app, 'alpha');
    const [header, payload, signature] = access.split('.') as [string, string, string];
    // The first character of the signature: all six of its bits count (the last one's may not).
    const tampered = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const expired = createSigner({
      key: ctx.jwtSecret,
      algorithm: 'HS256',
      clockTimestamp: Date.now() - 3600_000,
      expiresIn: 60_000,
    })({ sub: claims.sub, tenant: claims.tenant, sid: claims.sid });
    const unsigned = `${header}.${payload}.`;
    for (const token of [undefined, tampered, expired, unsigned]) {
      const response = token
        ? await me('alpha', token)
        : await client(ctx.app, 'alpha').get('/api/admin/v1/admin_users/me');
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe(1004);
    }
    // The same claims signed correctly and unexpired do work: the refusals above are about the token.
    expect((await me('alpha', access)).statusCode).toBe(200);
  });

  it('issued for one tenant are refused with another tenant header', async () => {
    const { access } = await signIn(ctx.app, 'alpha');
    const response = await me('beta', access);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(1004);
  });
});

describe('refresh tokens', () => {
  it('cannot stretch a session past its absolute lifetime: rotation keeps the sign-in’s end', async () => {
    const first = await signIn(ctx.app, 'alpha');
    const rotated = (await refresh('alpha', first.refresh)).json();
    const sid = JSON.parse(Buffer.from(rotated.access_token.split('.')[1], 'base64url').toString()).sid;
    // The session reaches the end REFRESH_TOKEN_TTL_DAYS set at sign-in, as if that much time had passed.
    await ctx.db.executeOwnerSql(
      `update sessions set expires_at = now() - interval '1 second' where id = $1`,
      [sid],
    );
    expect((await me('alpha', rotated.access_token)).statusCode).toBe(401);
    expect((await refresh('alpha', rotated.refresh_token)).statusCode).toBe(401);
  });

  it('rotate: each one is exchanged once for a new pair', async () => {
    const first = await signIn(ctx.app, 'alpha');
    const response = await refresh('alpha', first.refresh);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.refresh_token).not.toBe(first.refresh);
    expect(body.expires_in).toBeGreaterThan(0);
    expect((await me('alpha', body.access_token)).statusCode).toBe(200);
    const next = await refresh('alpha', body.refresh_token);
    expect(next.statusCode).toBe(200);
  });

  it('revoke the whole session when a used one is presented again', async () => {
    const first = await signIn(ctx.app, 'alpha');
    const rotated = (await refresh('alpha', first.refresh)).json();
    const reuse = await refresh('alpha', first.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe(1004);
    // Every token of the family is now dead: the rotated refresh token and both access tokens.
    expect((await refresh('alpha', rotated.refresh_token)).statusCode).toBe(401);
    expect((await me('alpha', rotated.access_token)).statusCode).toBe(401);
    expect((await me('alpha', first.access)).statusCode).toBe(401);
    // Another sign-in of the same user is a different family and still works.
    const other = await signIn(ctx.app, 'alpha');
    expect((await me('alpha', other.access)).statusCode).toBe(200);
  });

  it('are refused when unknown, or presented to another tenant', async () => {
    const { refresh: token } = await signIn(ctx.app, 'alpha');
    expect((await refresh('alpha', 'no-es-un-token')).statusCode).toBe(401);
    expect((await refresh('beta', token)).statusCode).toBe(401);
    expect((await refresh('alpha', token)).statusCode).toBe(200);
  });

  it('answer 204 with nothing to refresh: no token in the body and no session cookie', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/identity/v1/token',
      headers: { tenant: 'alpha' },
      payload: { grant_type: 'refresh_token' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('reject a body without the refresh_token grant type', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/identity/v1/token',
      headers: { tenant: 'alpha' },
      payload: { grant_type: 'password', refresh_token: 'x' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].field).toBe('grant_type');
  });
});

describe('sign-out', () => {
  it('revokes the session: its access and refresh tokens stop working', async () => {
    const tokens = await signIn(ctx.app, 'alpha');
    const out = await client(ctx.app, 'alpha', tokens.access).post('/api/identity/v1/sign-out');
    expect(out.statusCode).toBe(204);
    expect((await me('alpha', tokens.access)).statusCode).toBe(401);
    expect((await refresh('alpha', tokens.refresh)).statusCode).toBe(401);
  });

  it('can end a session by its refresh token alone', async () => {
    const tokens = await signIn(ctx.app, 'alpha');
    const out = await client(ctx.app, 'alpha').post('/api/identity/v1/sign-out', {
      refresh_token: tokens.refresh,
    });
    expect(out.statusCode).toBe(204);
    expect((await me('alpha', tokens.access)).statusCode).toBe(401);
  });

  it('answers 401 when there is no session to end', async () => {
    const out = await client(ctx.app, 'alpha').post('/api/identity/v1/sign-out');
    expect(out.statusCode).toBe(401);
  });
});

describe('the refresh cookie (how the console keeps a session without holding the refresh token)', () => {
  const cookieOf = (response: { headers: Record<string, unknown> }) => {
    const header = response.headers['set-cookie'];
    const all = Array.isArray(header) ? header : [String(header ?? '')];
    return all.find((c) => c.startsWith('tablero_refresh_alpha=')) ?? '';
  };
  const cookieValue = (setCookie: string) => setCookie.split(';')[0]?.split('=')[1] ?? '';

  it('is set at sign-in: HttpOnly, SameSite=Strict, only for the identity routes, named per tenant', async () => {
    const response = await signInRaw('alpha', ADMIN_EMAIL, ADMIN_PASSWORD);
    const setCookie = cookieOf(response);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/api\/identity\/v1/);
    expect(cookieValue(setCookie)).toBe(response.json().user.token_manager.refresh_token);
  });

  it('refreshes without a token in the body, and rotates', async () => {
    const first = cookieValue(cookieOf(await signInRaw('alpha', ADMIN_EMAIL, ADMIN_PASSWORD)));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/identity/v1/token',
      headers: { tenant: 'alpha', cookie: `tablero_refresh_alpha=${first}` },
      payload: { grant_type: 'refresh_token' },
    });
    expect(response.statusCode).toBe(200);
    const rotated = cookieValue(cookieOf(response));
    expect(rotated).toBe(response.json().refresh_token);
    expect(rotated).not.toBe(first);
    expect((await me('alpha', response.json().access_token)).statusCode).toBe(200);
  });

  it('is not used for another tenant, and a refusal clears it', async () => {
    const token = cookieValue(cookieOf(await signInRaw('alpha', ADMIN_EMAIL, ADMIN_PASSWORD)));
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/identity/v1/token',
      headers: { tenant: 'beta', cookie: `tablero_refresh_alpha=${token}` },
      payload: { grant_type: 'refresh_token' },
    });
    // Beta's session cookie has another name: for beta there is nothing to refresh.
    expect(other.statusCode).toBe(204);
    expect(other.body).toBe('');
    const bogus = await ctx.app.inject({
      method: 'POST',
      url: '/api/identity/v1/token',
      headers: { tenant: 'alpha', cookie: 'tablero_refresh_alpha=no-es-valido' },
      payload: { grant_type: 'refresh_token' },
    });
    expect(bogus.statusCode).toBe(401);
    expect(cookieOf(bogus)).toMatch(/tablero_refresh_alpha=;/);
  });

  it('is cleared at sign-out, which ends the session it belongs to', async () => {
    const response = await signInRaw('alpha', ADMIN_EMAIL, ADMIN_PASSWORD);
    const token = cookieValue(cookieOf(response));
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/identity/v1/sign-out',
      headers: { tenant: 'alpha', cookie: `tablero_refresh_alpha=${token}` },
    });
    expect(out.statusCode).toBe(204);
    expect(cookieOf(out)).toMatch(/tablero_refresh_alpha=;/);
    expect((await me('alpha', response.json().user.token_manager.access_token)).statusCode).toBe(401);
  });
});
