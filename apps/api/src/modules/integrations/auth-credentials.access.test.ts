import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  client,
  expectValidationError,
  startTestApp,
  superAdmin,
  type TestContext,
  userWith,
} from '../../../test/harness.js';

/** Validation, permissions and tenancy of the credentials routes: each refusal changes nothing. */
const CREDENTIALS = '/api/admin/v1/auth_credentials';
const SECRET = 'secreto-guardado-8842';

let ctx: TestContext;
let admin: Client;
let betaAdmin: Client;
let storeId: number;
let betaStoreId: number;

beforeAll(async () => {
  ctx = await startTestApp({ signInRateLimit: 1000 });
  admin = await superAdmin(ctx, ctx.alpha);
  betaAdmin = await superAdmin(ctx, ctx.beta);
  storeId = (await admin.get('/api/admin/v1/stores')).json().data[0].id;
  betaStoreId = (await betaAdmin.get('/api/admin/v1/stores')).json().data[0].id;
  const saved = await admin.patch(CREDENTIALS, {
    key: 'cabify',
    store_id: storeId,
    credentials: { client_id: 'cabify-1', client_secret: SECRET },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => ctx?.close());

/** Everything a refused request must leave as it was: the stored rows and the audit log. */
async function stateOf(tenantId: number) {
  return ctx.db.withTenant(tenantId, async (tx) => {
    const result = await tx.execute(sql`select
      (select coalesce(json_agg(c order by c.id), '[]')::text from store_credentials c) as rows,
      (select count(*)::int from audit_log) as audits`);
    return (result as unknown as { rows: unknown[] }).rows[0];
  });
}

const patch = (key: unknown, credentials: unknown, store = storeId) => ({
  key,
  store_id: store,
  credentials,
});

describe('a body the provider does not accept', () => {
  it.each([
    ['an unknown provider', 'webpay', {}, [{ field: 'key', message: 'El campo key es inválido' }]],
    [
      'a field the provider does not have',
      'cabify',
      { api_key: 'x' },
      [{ field: 'api_key', message: 'El campo api_key no está permitido' }],
    ],
    [
      'a number for an id',
      'cabify',
      { client_id: 123 },
      [{ field: 'credentials.client_id', message: 'El campo credentials.client_id es inválido' }],
    ],
    [
      'a string for a flag',
      'cabify',
      { proof_of_delivery: 'sí' },
      [{ field: 'credentials.proof_of_delivery' }],
    ],
    [
      'a first configuration without its required fields',
      'pedidos_ya',
      { client_id: 'peya-1' },
      [
        { field: 'credentials.client_secret', message: 'El campo credentials.client_secret es requerido' },
        { field: 'credentials.username' },
        { field: 'credentials.password' },
      ],
    ],
    [
      'clearing a required field of a saved configuration',
      'cabify',
      { client_secret: null },
      [{ field: 'credentials.client_secret', message: 'El campo credentials.client_secret es requerido' }],
    ],
    [
      'a mask that is not the stored secret’s',
      'cabify',
      { client_secret: '••••0000' },
      [{ field: 'credentials.client_secret', message: 'El campo credentials.client_secret es inválido' }],
    ],
  ])('refuses %s with 422 and changes nothing', async (_case, key, credentials, errors) => {
    const before = await stateOf(ctx.alpha.id);
    expectValidationError(await admin.patch(CREDENTIALS, patch(key, credentials)), errors);
    expect(await stateOf(ctx.alpha.id)).toEqual(before);
  });

  it('refuses a body without a store', async () => {
    expectValidationError(await admin.patch(CREDENTIALS, { key: 'cabify', credentials: {} }), [
      { field: 'store_id', message: 'El campo store_id es requerido' },
    ]);
  });

  it('refuses an unknown provider in the query', async () => {
    expectValidationError(await admin.get(`${CREDENTIALS}?key=webpay`), [{ field: 'key' }]);
    expectValidationError(await admin.get(CREDENTIALS), [{ field: 'key' }]);
    expectValidationError(await admin.get(`${CREDENTIALS}/providers?group=marketing`), [{ field: 'group' }]);
  });
});

describe('permissions', () => {
  const forbidden = (verb: string) => ({
    code: 401,
    message: `Para ${verb} credenciales debes tener acceso al mantenedor de credenciales`,
  });

  it('refuses every route to a role without the auth_credentials policy', async () => {
    const cc = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    const before = await stateOf(ctx.alpha.id);
    for (const url of [`${CREDENTIALS}?key=cabify`, `${CREDENTIALS}/providers`]) {
      const response = await cc.client.get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual(forbidden('ver'));
    }
    const write = await cc.client.patch(CREDENTIALS, patch('cabify', { client_id: 'robado' }));
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual(forbidden('actualizar'));
    expect(await stateOf(ctx.alpha.id)).toEqual(before);
  });

  it('lets a role that may only see credentials read them, masked, but not change them', async () => {
    const policies = (await admin.get('/api/admin/v1/policies')).json().data as { id: number; key: string }[];
    const policyId = policies.find((p) => p.key === 'auth_credentials')?.id;
    const role = await admin.post('/api/admin/v1/roles', {
      name: 'lector de credenciales',
      policies: [{ policy_id: policyId, actions: [{ key: 'show', active: true }] }],
    });
    expect(role.statusCode, role.body).toBe(201);
    const reader = await userWith(ctx, ctx.alpha, { roleIds: [role.json().id] });
    const read = await reader.client.get(`${CREDENTIALS}?key=cabify&store_id=${storeId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data[0].credentials).toMatchObject({
      client_id: 'cabify-1',
      client_secret: '••••8842',
    });
    const write = await reader.client.patch(CREDENTIALS, patch('cabify', { client_id: 'otro' }));
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual(forbidden('actualizar'));
  });

  it('answers 401 without a session', async () => {
    const anonymous = client(ctx.app, ctx.alpha.slug);
    expect((await anonymous.get(`${CREDENTIALS}?key=cabify`)).statusCode).toBe(401);
    expect((await anonymous.patch(CREDENTIALS, patch('cabify', {}))).statusCode).toBe(401);
  });
});

describe('another tenant’s store', () => {
  it('does not exist: 404 to read or write it, and its credentials stay as they were', async () => {
    const saved = await betaAdmin.patch(CREDENTIALS, {
      key: 'cabify',
      store_id: betaStoreId,
      credentials: { client_id: 'beta-cabify', client_secret: 'secreto-beta-5566' },
    });
    expect(saved.statusCode).toBe(200);
    const betaBefore = await stateOf(ctx.beta.id);
    const alphaBefore = await stateOf(ctx.alpha.id);

    const write = await admin.patch(CREDENTIALS, patch('cabify', { client_id: 'robado' }, betaStoreId));
    expect(write.statusCode).toBe(404);
    expect(write.json()).toEqual({ code: 1002, message: 'El recurso solicitado no existe' });
    const read = await admin.get(`${CREDENTIALS}?key=cabify&store_id=${betaStoreId}`);
    expect(read.statusCode).toBe(404);
    const listed = (await admin.get(`${CREDENTIALS}?key=cabify`)).json().data as { id: number }[];
    expect(listed.map((s) => s.id)).not.toContain(betaStoreId);

    expect(await stateOf(ctx.beta.id)).toEqual(betaBefore);
    expect(await stateOf(ctx.alpha.id)).toEqual(alphaBefore);
  });

  it('does not open in another tenant: sealed secrets are bound to their tenant, store and provider', async () => {
    const raw = await ctx.db.withTenant(ctx.beta.id, async (tx) =>
      tx.execute(sql`select sealed_secrets from store_credentials where provider = 'cabify'`),
    );
    const sealed = (raw as unknown as { rows: { sealed_secrets: string }[] }).rows[0]?.sealed_secrets ?? '';
    expect(sealed).not.toContain('secreto-beta');
    expect(() => ctx.secretBox.open(sealed, `store_credentials:${ctx.alpha.id}:${storeId}:cabify`)).toThrow();
    expect(ctx.secretBox.open(sealed, `store_credentials:${ctx.beta.id}:${betaStoreId}:cabify`)).toContain(
      'secreto-beta-5566',
    );
  });
});
