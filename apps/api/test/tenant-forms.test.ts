import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestApp, type TestContext } from './harness.js';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await startTestApp();
  token = (await signIn(ctx.app, 'alpha')).access;
});
afterAll(() => ctx?.close());

const me = (headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/admin/v1/admin_users/me',
    headers: { authorization: `Bearer ${token}`, ...headers },
  });

describe('the tenant of an API request', () => {
  it('comes from the tenant header or, without it, from the host name', async () => {
    expect((await me({ tenant: 'alpha' })).statusCode).toBe(200);
    expect((await me({ host: 'alpha.localhost' })).statusCode).toBe(200);
    expect((await me({ host: 'ALPHA.localhost:3000' })).statusCode).toBe(200);
    // The host names beta: alpha's token is not good there.
    expect((await me({ host: 'beta.localhost' })).statusCode).toBe(401);
  });

  it('refuses a header that contradicts the host name, before looking at the token', async () => {
    const response = await me({ host: 'beta.localhost', tenant: 'alpha' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 1000,
      message: 'El encabezado tenant no corresponde al dominio.',
    });
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: '/api/public/v1/stores/all',
      headers: { host: 'alpha.localhost', tenant: 'beta' },
    });
    expect(anonymous.statusCode).toBe(400);
  });

  it('takes the header on a host that belongs to no tenant, and asks for one when neither names it', async () => {
    expect((await me({ host: 'api.example.test', tenant: 'alpha' })).statusCode).toBe(200);
    const none = await me({ host: 'api.example.test' });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe(1000);
  });

  it('signs in from the host name alone', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/identity/v1/sign-in',
      headers: { host: 'alpha.localhost' },
      payload: { email: 'admin@tablero.test', password: 'Clave-Segura-2026' },
    });
    expect(response.statusCode).toBe(200);
  });
});
