import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../src/app.js';
import {
  client,
  expectValidationError,
  signIn,
  startTestApp,
  type TestContext,
  userWith,
} from './harness.js';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await startTestApp({}, (app) => {
    app.get('/api/public/v1/explode', { config: { access: 'public' } }, async () => {
      throw new Error('password=hunter2 at db.internal:5432');
    });
  });
  token = (await signIn(ctx.app, 'alpha')).access;
});
afterAll(() => ctx?.close());

const admin = () => client(ctx.app, 'alpha', token);

/** Every failure has `code` and `message`, plus `errors` only for field validation. */
function expectShape(body: Record<string, unknown>, code: number) {
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(0);
  expect(Object.keys(body).sort()).toEqual(
    code === 1001 ? ['code', 'errors', 'message'] : ['code', 'message'],
  );
}

describe('error bodies (API.md "Errors")', () => {
  it('400 / 1000 for malformed JSON', async () => {
    const response = await admin().raw({
      method: 'POST',
      url: '/api/admin/v1/roles',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expectShape(response.json(), 1000);
  });

  it('400 / 1000 for a content type the route does not take', async () => {
    const response = await admin().raw({
      method: 'POST',
      url: '/api/admin/v1/roles',
      headers: { 'content-type': 'text/csv' },
      payload: 'name\nx',
    });
    expect(response.statusCode).toBe(400);
    expectShape(response.json(), 1000);
  });

  it('400 / 1000 for a path that is not valid percent-encoding', async () => {
    for (const url of [
      '/api/admin/v1/roles/%',
      '/api/admin/v1/roles/%FF',
      '/api/files/v1/uploads/%ED%A0%80',
    ]) {
      const response = await admin().get(url);
      expect(response.statusCode, url).toBe(400);
      expectShape(response.json(), 1000);
    }
  });

  it('422 / 1001 for a NUL character in a query, a body or a nested field, which PostgreSQL cannot store', async () => {
    const search = await admin().get('/api/admin/v1/roles?query=a%00b');
    expectValidationError(search, [
      { field: 'query', message: 'El campo query contiene un carácter no permitido' },
    ]);
    const created = await admin().post('/api/admin/v1/roles', { name: 'rol\u0000nulo' });
    expectValidationError(created, [{ field: 'name' }]);
    const nested = await admin().post('/api/admin/v1/roles', { name: 'rol', policies: [{ key: 'a\u0000' }] });
    expectValidationError(nested, [{ field: 'policies.0.key' }]);
    expect((await admin().get('/api/admin/v1/roles?query=nulo')).json().meta.total_count).toBe(0);
  });

  it('400 / 1000 for JSON nested deeper than any form (5000 arrays, 33 objects), not a stack overflow', async () => {
    const deepArrays = `{"name":"x","description":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const deepObjects = `{"name":"x","description":${'{"a":'.repeat(33)}1${'}'.repeat(33)}}`;
    for (const payload of [deepArrays, deepObjects]) {
      const response = await admin().raw({
        method: 'POST',
        url: '/api/admin/v1/roles',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expectShape(response.json(), 1000);
    }
    const shallow = await admin().post('/api/admin/v1/roles', { name: 'x', description: [[[[1]]]] });
    expect(shallow.statusCode).toBe(422);
  });

  it('401 before the NUL check for a caller who is not signed in', async () => {
    const response = await client(ctx.app, 'alpha').get('/api/admin/v1/roles?query=a%00b');
    expect(response.statusCode).toBe(401);
  });

  it('400 / 1000 without the tenant header', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/v1/stores' });
    expect(response.statusCode).toBe(400);
    expectShape(response.json(), 1000);
  });

  it('422 / 1001 listing every failing field in Spanish', async () => {
    const response = await admin().post('/api/admin/v1/roles', {
      name: ' espacios ',
      policy_ids: ['x'],
      extra: 1,
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expectShape(body, 1001);
    const fields = body.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['extra', 'name', 'policy_ids.0']);
    expect(body.message).toBe(body.errors[0].message);
    for (const error of body.errors) expect(error.message).toMatch(/^El campo /);
  });

  it('422 / 1001 for a query parameter of the wrong type', async () => {
    const response = await admin().get('/api/admin/v1/stores?page=dos');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].field).toBe('page');
  });

  it('404 / 1002 for an unknown route and an unknown id', async () => {
    for (const url of ['/api/admin/v1/no-existe', '/api/admin/v1/roles/999999']) {
      const response = await admin().get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 1002, message: 'El recurso solicitado no existe' });
    }
  });

  it('401 / 1004 without a valid session', async () => {
    const response = await client(ctx.app, 'alpha', 'not-a-token').get('/api/admin/v1/stores');
    expect(response.statusCode).toBe(401);
    expectShape(response.json(), 1004);
  });

  it('401 / 1005 for wrong credentials', async () => {
    const response = await client(ctx.app, 'alpha').post('/api/identity/v1/sign-in', {
      email: 'admin@tablero.test',
      password: 'incorrecta',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 1005, message: 'Email o contraseña incorrectos' });
  });

  it('403 / 401 with the policy message when the role lacks the action', async () => {
    const viewer = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    const response = await viewer.client.post('/api/admin/v1/roles', { name: 'nuevo' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 401,
      message: 'Para crear roles debes tener acceso al mantenedor de roles',
    });
  });

  it('413 / 1006 for a body over the limit, and nothing is written', async () => {
    const response = await admin().raw({
      method: 'POST',
      url: '/api/admin/v1/roles',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'grande', description: 'x'.repeat(JSON_BODY_LIMIT) }),
    });
    expect(response.statusCode).toBe(413);
    expectShape(response.json(), 1006);
    const roles = (await admin().get('/api/admin/v1/roles?query=grande')).json();
    expect(roles.meta.total_count).toBe(0);
  });

  it('500 / 9999 for anything unexpected, without leaking its details', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/public/v1/explode',
      headers: { tenant: 'alpha' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 9999, message: 'Se produjo un error. Vuelve a intentarlo.' });
    expect(response.body).not.toContain('hunter2');
  });

  it('carries a request id and security headers on every answer', async () => {
    const response = await admin().get('/api/admin/v1/roles/999999');
    expect(response.headers['request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
