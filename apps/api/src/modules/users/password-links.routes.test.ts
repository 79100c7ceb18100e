import { randomBytes } from 'node:crypto';
import { PASSWORD_LINK_DAYS, passwordLinkMessages } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  expectValidationError,
  startTestApp,
  superAdmin,
  type TestContext,
  userWith,
} from '../../../test/harness.js';
import { passwordLinksService } from './password-links.service.js';

const USERS = '/api/admin/v1/admin_users';
const LINKS = '/api/identity/v1/password_links';
const PASSWORD = 'Mi-Clave-Propia-2026';
const DAY = 86_400_000;

let ctx: TestContext;
let admin: Client;
let storeIds: number[];
let cashierRole: number;

beforeAll(async () => {
  ctx = await startTestApp({ signInRateLimit: 1000 });
  admin = await superAdmin(ctx, ctx.alpha);
  storeIds = ((await admin.get('/api/admin/v1/stores?limit=100')).json().data as { id: number }[]).map(
    (s) => s.id,
  );
  const roles = (await admin.get('/api/admin/v1/roles?limit=100')).json().data as {
    id: number;
    name: string;
  }[];
  cashierRole = roles.find((r) => r.name === 'user cc')?.id as number;
});
afterAll(() => ctx?.close());

/** A user created without a password, in the first store unless told. */
async function newUser(stores = [storeIds[0]]) {
  const email = `sin.clave.${randomBytes(4).toString('hex')}@tablero.test`;
  const response = await admin.post(USERS, {
    name: 'Matías Fuentes',
    email,
    phone: '+56912345678',
    role_ids: [cashierRole],
    store_ids: stores,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().id as number, email };
}

const publicCall = (
  method: 'GET' | 'POST',
  token: string,
  payload?: Record<string, unknown>,
  tenant = ctx.alpha.slug,
) =>
  ctx.app.inject({
    method,
    url: `${LINKS}/${encodeURIComponent(token)}`,
    headers: { tenant },
    ...(payload ? { payload } : {}),
  });
const signInStatus = async (email: string, password: string) =>
  (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/identity/v1/sign-in',
      headers: { tenant: ctx.alpha.slug },
      payload: { email, password },
    })
  ).statusCode;
const expectRefused = (response: { statusCode: number; json(): unknown }, message: string) => {
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ message });
};

describe('password links', () => {
  it('lets a user created without a password set one, once, and sign in with it', async () => {
    const user = await newUser();
    expect(await signInStatus(user.email, PASSWORD)).toBe(401);
    const before = Date.now();
    const link = (await admin.get(`${USERS}/${user.id}/password_link`)).json();
    expect(link.url).toBe(
      `http://localhost:${ctx.config.port}/definir-contrasena/${encodeURIComponent(link.token)}?tenant=${ctx.alpha.slug}`,
    );
    const expires = Date.parse(link.expires_at);
    expect(expires).toBeGreaterThan(before + PASSWORD_LINK_DAYS * DAY - 5_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + PASSWORD_LINK_DAYS * DAY);

    const shown = await publicCall('GET', link.token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toEqual({ name: 'Matías Fuentes', email: user.email, expires_at: link.expires_at });
    expectValidationError(await publicCall('POST', link.token, { password: 'corta' }), [
      { field: 'password' },
    ]);
    const set = await publicCall('POST', link.token, { password: PASSWORD });
    expect(set.statusCode, set.body).toBe(204);
    expect(await signInStatus(user.email, PASSWORD)).toBe(200);

    expectRefused(await publicCall('GET', link.token), passwordLinkMessages.used);
    expectRefused(
      await publicCall('POST', link.token, { password: 'Otra-Clave-2026' }),
      passwordLinkMessages.used,
    );
    expect(await signInStatus(user.email, 'Otra-Clave-2026')).toBe(401);
  });

  it('refuses a link changed by hand, of another tenant, or past its expiry', async () => {
    const user = await newUser();
    const other = await newUser();
    const { token } = (await admin.get(`${USERS}/${user.id}/password_link`)).json();
    const [, expires, tag] = token.split('.');
    for (const forged of [
      `${other.id}.${expires}.${tag}`,
      `${user.id}.${Number(expires) + 86_400}.${tag}`,
      `${user.id}.${expires}.${'A'.repeat(22)}`,
      'no-es-un-enlace',
    ])
      expectRefused(await publicCall('GET', forged), passwordLinkMessages.invalid);
    expectRefused(await publicCall('GET', token, undefined, ctx.beta.slug), passwordLinkMessages.invalid);

    const links = passwordLinksService(ctx.db, ctx.secretBox, 'http://localhost');
    const later = new Date(Date.now() + (PASSWORD_LINK_DAYS + 1) * DAY);
    await expect(links.show(ctx.alpha, token, later)).rejects.toMatchObject({
      message: passwordLinkMessages.expired,
    });
    await expect(links.setPassword(ctx.alpha, token, { password: PASSWORD }, later)).rejects.toMatchObject({
      message: passwordLinkMessages.expired,
    });
    expect(await signInStatus(user.email, PASSWORD)).toBe(401);
  });

  it('sets one password when the link is sent twice at once', async () => {
    const user = await newUser();
    const { token } = (await admin.get(`${USERS}/${user.id}/password_link`)).json();
    const racing = await Promise.all(
      ['Primera-Clave-2026', 'Segunda-Clave-2026'].map((password) => publicCall('POST', token, { password })),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([204, 404]);
    const signedIn = await Promise.all(
      ['Primera-Clave-2026', 'Segunda-Clave-2026'].map((password) => signInStatus(user.email, password)),
    );
    expect(signedIn.sort()).toEqual([200, 401]);
  });

  it('is made only by someone who may change the user', async () => {
    const elsewhere = await newUser([storeIds[1] as number]);
    const limited = await userWith(ctx, ctx.alpha, {
      roleNames: ['admin'],
      storeIds: [storeIds[0] as number],
    });
    expect((await limited.client.get(`${USERS}/${elsewhere.id}/password_link`)).statusCode).toBe(404);
    const viewer = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    expect((await viewer.client.get(`${USERS}/${elsewhere.id}/password_link`)).statusCode).toBe(403);
    const betaAdmin = await superAdmin(ctx, ctx.beta);
    expect((await betaAdmin.get(`${USERS}/${elsewhere.id}/password_link`)).statusCode).toBe(404);
  });
});
