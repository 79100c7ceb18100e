import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext, userWith } from '../../../test/harness.js';
import { auditLog } from '../../db/schema/index.js';
import { openCredentials } from './credentials-storage.js';

const CREDENTIALS = '/api/admin/v1/auth_credentials';
const CLIENT_SECRET = 'peya-secret-Zx81Qw77';
const PASSWORD = 'Clave-PeYa-2026!';
const NEW_SECRET = 'otro-secreto-Lm40Rt93';

interface StoreView {
  id: number;
  name: string;
  configured: boolean;
  credentials: Record<string, string | boolean | null>;
  updated_at: string | null;
}

let ctx: TestContext;
let admin: Client;
let storeIds: number[];

beforeAll(async () => {
  ctx = await startTestApp({ signInRateLimit: 1000 });
  admin = await superAdmin(ctx, ctx.alpha);
  storeIds = (await admin.get('/api/admin/v1/stores')).json().data.map((s: { id: number }) => s.id);
});
afterAll(() => ctx?.close());

async function storesFor(c: Client, key: string): Promise<StoreView[]> {
  const response = await c.get(`${CREDENTIALS}?key=${key}`);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function save(c: Client, key: string, storeId: number, credentials: Record<string, unknown>) {
  const response = await c.patch(CREDENTIALS, { key, store_id: storeId, credentials });
  expect(response.statusCode, response.body).toBe(200);
  return { view: response.json() as StoreView, body: response.body };
}

/** Every stored row of the tenant, as the database holds it. */
async function rawRows(): Promise<string> {
  const rows = await ctx.db.withTenant(ctx.alpha.id, async (tx) =>
    tx.execute(sql`select row_to_json(c)::text as row from store_credentials c`),
  );
  return (rows as unknown as { rows: { row: string }[] }).rows.map((r) => r.row).join('\n');
}

async function storedSecrets(storeId: number, provider: 'pedidos_ya' | 'uber_direct') {
  const [row] = await ctx.db.withTenant(ctx.alpha.id, (tx) =>
    tx.query.storeCredentials.findMany({
      where: (c, { eq }) => and(eq(c.storeId, storeId), eq(c.provider, provider)),
    }),
  );
  return openCredentials(ctx.secretBox, { tenantId: ctx.alpha.id, storeId, provider }, row);
}

function auditOf(entityId: string) {
  return ctx.db.withTenant(ctx.alpha.id, (tx) =>
    tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'store_credentials'), eq(auditLog.entityId, entityId)))
      .orderBy(asc(auditLog.id)),
  );
}

const fullPedidosYa = {
  client_id: 'peya-client-7',
  client_secret: CLIENT_SECRET,
  username: 'centro@burger.cl',
  password: PASSWORD,
};

describe('GET /auth_credentials', () => {
  it('lists every store, not configured, with empty fields and the four delivery flags false', async () => {
    const stores = await storesFor(admin, 'cabify');
    expect(stores.map((s) => s.name)).toEqual(['Centro', 'Costanera']);
    for (const store of stores) {
      expect(store).toMatchObject({ configured: false, updated_at: null });
      expect(store.credentials).toEqual({
        client_id: null,
        client_secret: null,
        proof_of_delivery: false,
        return_trips_enabled: false,
        pickup_verification: false,
        pincode_proof_of_delivery: false,
      });
    }
  });
});

describe('PATCH /auth_credentials', () => {
  it('saves a configuration and answers it masked: ids in full, secrets never', async () => {
    const { view, body } = await save(admin, 'pedidos_ya', storeIds[0]!, {
      ...fullPedidosYa,
      pickup_verification: true,
    });
    expect(view).toMatchObject({ id: storeIds[0], name: 'Centro', configured: true });
    expect(view.credentials).toEqual({
      client_id: 'peya-client-7',
      client_secret: '••••Qw77',
      username: 'centro@burger.cl',
      password: '••••026!',
      proof_of_delivery: false,
      return_trips_enabled: false,
      pickup_verification: true,
      pincode_proof_of_delivery: false,
    });
    for (const text of [body, (await admin.get(`${CREDENTIALS}?key=pedidos_ya`)).body]) {
      expect(text).not.toContain(CLIENT_SECRET.slice(0, -4));
      expect(text).not.toContain(PASSWORD.slice(0, -4));
    }
    const [centro] = await storesFor(admin, 'pedidos_ya');
    expect(centro).toEqual(view);
  });

  it('refuses text a database cannot keep (a lone surrogate, a NUL) with 422 and saves nothing', async () => {
    const before = (await storesFor(admin, 'sodexo')).find((store) => store.id === storeIds[1]);
    for (const username of ['\ud800', 'a\udc00b']) {
      const refused = await admin.patch(CREDENTIALS, {
        key: 'sodexo',
        store_id: storeIds[1],
        credentials: { client_code: 'C1', username, password: 'E.16', env_production: true },
      });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().errors[0].field).toBe('credentials.username');
    }
    expect((await storesFor(admin, 'sodexo')).find((store) => store.id === storeIds[1])).toEqual(before);
  });

  it('keeps the secrets only sealed in the database', async () => {
    const raw = await rawRows();
    expect(raw).toContain('peya-client-7');
    expect(raw).not.toContain(CLIENT_SECRET);
    expect(raw).not.toContain(PASSWORD);
    expect(raw).toMatch(/"sealed_secrets":"v1\.[0-9a-f]{8}\./);
    expect(await storedSecrets(storeIds[0]!, 'pedidos_ya')).toMatchObject({
      client_secret: CLIENT_SECRET,
      password: PASSWORD,
    });
  });

  it('keeps secrets that are left out or sent back masked, and replaces one sent anew', async () => {
    const { view } = await save(admin, 'pedidos_ya', storeIds[0]!, {
      username: 'otro@burger.cl',
      password: '••••026!',
    });
    expect(view.credentials).toMatchObject({
      username: 'otro@burger.cl',
      client_secret: '••••Qw77',
      password: '••••026!',
    });
    expect(await storedSecrets(storeIds[0]!, 'pedidos_ya')).toMatchObject({
      client_secret: CLIENT_SECRET,
      password: PASSWORD,
    });

    const replaced = await save(admin, 'pedidos_ya', storeIds[0]!, { client_secret: NEW_SECRET });
    expect(replaced.view.credentials.client_secret).toBe('••••Rt93');
    expect(await storedSecrets(storeIds[0]!, 'pedidos_ya')).toMatchObject({
      client_secret: NEW_SECRET,
      password: PASSWORD,
    });
  });

  it('clears an optional secret and resets a flag with null', async () => {
    const base = { customer_id: 'cust-1', client_id: 'uber-1', client_secret: 'uber-secret-9981' };
    await save(admin, 'uber_direct', storeIds[1]!, {
      ...base,
      webhook_signature_key: 'firma-webhook-4455',
      proof_of_delivery: true,
    });
    const { view } = await save(admin, 'uber_direct', storeIds[1]!, {
      webhook_signature_key: null,
      proof_of_delivery: null,
    });
    expect(view.configured).toBe(true);
    expect(view.credentials).toMatchObject({
      webhook_signature_key: null,
      proof_of_delivery: false,
      client_secret: '••••9981',
    });
    expect(await storedSecrets(storeIds[1]!, 'uber_direct')).toMatchObject({ webhook_signature_key: null });
  });

  it('records who changed what, with no secret in the audit log', async () => {
    const entries = await auditOf(`${storeIds[0]}:pedidos_ya`);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'update']);
    const [created, kept, replaced] = entries;
    expect(created?.after).toMatchObject({
      configured: true,
      client_id: 'peya-client-7',
      client_secret: 'set',
      password: 'set',
    });
    expect(kept).toMatchObject({
      before: { username: 'centro@burger.cl' },
      after: { username: 'otro@burger.cl' },
    });
    expect(replaced).toMatchObject({ before: { client_secret: 'set' }, after: { client_secret: 'changed' } });
    expect(Object.keys(replaced?.after as object)).toEqual(['client_secret']);
    expect(replaced?.adminUserId).toBeTypeOf('number');
    const everything = JSON.stringify(
      await ctx.db.withTenant(ctx.alpha.id, (tx) => tx.select().from(auditLog)),
    );
    for (const secret of [CLIENT_SECRET, PASSWORD, NEW_SECRET, 'uber-secret-9981', 'firma-webhook-4455']) {
      expect(everything).not.toContain(secret);
    }
  });
});

describe('GET /auth_credentials/providers', () => {
  it('lists a group’s providers with how many stores have them configured', async () => {
    const response = await admin.get(`${CREDENTIALS}/providers?group=delivery`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { key: 'pedidos_ya', label: 'PedidosYa', group: 'delivery', configured_stores: 1 },
      { key: 'pedidos_ya_v3', label: 'PedidosYa v3', group: 'delivery', configured_stores: 0 },
      { key: 'uber_direct', label: 'Uber Direct', group: 'delivery', configured_stores: 1 },
      { key: 'uber_daas', label: 'Uber DaaS', group: 'delivery', configured_stores: 0 },
      { key: 'cabify', label: 'Cabify', group: 'delivery', configured_stores: 0 },
    ]);
    const all = (await admin.get(`${CREDENTIALS}/providers`)).json().data;
    expect(all).toHaveLength(23);
  });

  it('stops counting a store whose fields were all cleared', async () => {
    await save(admin, 'cabify', storeIds[1]!, { client_id: 'cab-1', client_secret: 'cabify-secret-1234' });
    const count = async () =>
      (await admin.get(`${CREDENTIALS}/providers?group=delivery`))
        .json()
        .data.find((p: { key: string }) => p.key === 'cabify').configured_stores;
    expect(await count()).toBe(1);
    const { view } = await save(admin, 'cabify', storeIds[1]!, { client_id: null, client_secret: null });
    expect(view).toMatchObject({ configured: false, credentials: { client_id: null, client_secret: null } });
    expect(await count()).toBe(0);
  });
});

describe('a user limited to some stores', () => {
  it('sees and changes only those stores; the others do not exist for them', async () => {
    const limited = await userWith(ctx, ctx.alpha, { roleNames: ['admin'], storeIds: [storeIds[1]!] });
    expect((await storesFor(limited.client, 'pedidos_ya')).map((s) => s.id)).toEqual([storeIds[1]]);
    const providers = (await limited.client.get(`${CREDENTIALS}/providers?group=delivery`)).json().data;
    expect(providers.find((p: { key: string }) => p.key === 'pedidos_ya').configured_stores).toBe(0);
    expect(providers.find((p: { key: string }) => p.key === 'uber_direct').configured_stores).toBe(1);

    const outside = await limited.client.patch(CREDENTIALS, {
      key: 'pedidos_ya',
      store_id: storeIds[0],
      credentials: { username: 'x' },
    });
    expect(outside.statusCode).toBe(404);
    expect(
      (await limited.client.get(`${CREDENTIALS}?key=pedidos_ya&store_id=${storeIds[0]}`)).statusCode,
    ).toBe(404);
    expect((await storesFor(admin, 'pedidos_ya'))[0]?.credentials.username).toBe('otro@burger.cl');
  });
});
