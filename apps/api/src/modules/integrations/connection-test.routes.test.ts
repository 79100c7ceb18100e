import type { MenuChannel } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDidiFoodFake } from '../../../test/fakes/didi-food.fake.js';
import type { FakeChannel } from '../../../test/fakes/fake-channel.js';
import { startRappiFake } from '../../../test/fakes/rappi.fake.js';
import { startUberEatsFake } from '../../../test/fakes/uber-eats.fake.js';
import { type Client, startTestApp, superAdmin, type TestContext, userWith } from '../../../test/harness.js';
import { channelsAt, credentialsFor } from '../menu-sync/menu-sync.test-helpers.js';

/**
 * `POST /auth_credentials/test`: a store's saved credentials tried at the provider (the channels'
 * fakes speak their token grants; Mercado Pago is the app's own stand-in): accepted, refused,
 * unreachable; nothing is published or changed; bad requests are refused before any call.
 */
const CREDENTIALS = '/api/admin/v1/auth_credentials';
const TEST = `${CREDENTIALS}/test`;

let ctx: TestContext;
let admin: Client;
let storeIds: number[];
const fakes: Partial<Record<MenuChannel, FakeChannel>> = {};

beforeAll(async () => {
  fakes.uber_eats = await startUberEatsFake();
  fakes.rappi = await startRappiFake();
  fakes.didi_food = await startDidiFoodFake();
  ctx = await startTestApp({ ...channelsAt(fakes), signInRateLimit: 1000 });
  admin = await superAdmin(ctx, ctx.alpha);
  storeIds = (await admin.get('/api/admin/v1/stores')).json().data.map((s: { id: number }) => s.id);
});
afterAll(async () => {
  await ctx?.close();
  await Promise.all(Object.values(fakes).map((fake) => fake.close()));
});

async function save(key: string, storeId: number, credentials: Record<string, unknown>) {
  const response = await admin.patch(CREDENTIALS, { key, store_id: storeId, credentials });
  expect(response.statusCode, response.body).toBe(200);
}

async function tryConnection(key: string, storeId: number, as: Client = admin) {
  const response = await as.post(TEST, { key, store_id: storeId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { ok: boolean; failure: string | null; message: string };
}

const publishes = () => Object.values(fakes).reduce((sum, fake) => sum + fake.state.accepted.length, 0);

describe('a channel’s credentials', () => {
  it.each([
    'uber_eats',
    'rappi',
    'didi_food',
  ] as const)('%s: accepted, then refused once the secret is wrong', async (channel) => {
    const storeId = storeIds[0] as number;
    const fake = fakes[channel] as FakeChannel;
    await save(channel, storeId, credentialsFor[channel]);
    const asked = fake.requests.length;

    const accepted = await tryConnection(channel, storeId);
    expect(accepted).toEqual({
      ok: true,
      failure: null,
      message: expect.stringMatching(/^Conexión correcta: .+ aceptó las credenciales\.$/),
    });
    expect(fake.requests.length).toBe(asked + 1);

    const secret = channel === 'didi_food' ? 'app_secret' : 'client_secret';
    await save(channel, storeId, { [secret]: 'no-es-el-secreto' });
    const refused = await tryConnection(channel, storeId);
    expect(refused.ok).toBe(false);
    expect(refused.failure).toBe('unauthorized');
    expect(refused.message).toMatch(
      /rechazó las credenciales de la tienda \(.+\)\. Revisa los datos guardados\.$/,
    );
    expect(publishes()).toBe(0);
  });

  it('says the channel could not be reached when it does not answer', async () => {
    const storeId = storeIds[1] as number;
    await save('rappi', storeId, credentialsFor.rappi);
    await (fakes.rappi as FakeChannel).close();
    delete fakes.rappi;
    const result = await tryConnection('rappi', storeId);
    expect(result).toMatchObject({ ok: false, failure: 'unavailable' });
    expect(result.message).toMatch(
      /^No se pudo conectar con Rappi \(.+\)\. Intenta de nuevo en unos minutos\.$/,
    );
  });
});

describe('Mercado Pago’s access token', () => {
  it('is accepted when Mercado Pago knows it and refused when it does not', async () => {
    const storeId = storeIds[0] as number;
    await save('mercado_pago', storeId, { access_token: 'TEST-7312-tienda-de-prueba' });
    expect(await tryConnection('mercado_pago', storeId)).toEqual({
      ok: true,
      failure: null,
      message: 'Conexión correcta: Mercado Pago aceptó las credenciales.',
    });
    await save('mercado_pago', storeId, { access_token: 'token-inventado' });
    expect(await tryConnection('mercado_pago', storeId)).toEqual({
      ok: false,
      failure: 'unauthorized',
      message:
        'Mercado Pago rechazó las credenciales de la tienda (invalid access token). Revisa los datos guardados.',
    });
  });
});

describe('refusals, before any call', () => {
  it('a provider without a test, and a store whose credentials are not complete', async () => {
    const storeId = storeIds[1] as number;
    await save('pedidos_ya', storeId, {
      client_id: 'peya',
      client_secret: 'peya-secreto-1',
      username: 'tienda',
      password: 'clave-1',
    });
    const noTest = await admin.post(TEST, { key: 'pedidos_ya', store_id: storeId });
    expect(noTest.statusCode).toBe(422);
    expect(noTest.json().errors).toEqual([
      {
        field: 'key',
        message: 'PedidosYa no tiene una prueba de conexión: sus credenciales se guardan sin probarlas.',
      },
    ]);

    const asked = (fakes.uber_eats as FakeChannel).requests.length;
    const notSaved = await admin.post(TEST, { key: 'uber_eats', store_id: storeId });
    expect(notSaved.statusCode).toBe(422);
    expect(notSaved.json().errors).toEqual([
      {
        field: 'store_id',
        message: 'La tienda no tiene credenciales completas de Uber Eats: guárdalas antes de probarlas.',
      },
    ]);
    expect((fakes.uber_eats as FakeChannel).requests.length).toBe(asked);
  });

  it('another tenant’s store is not found, and a malformed body names its fields', async () => {
    const other = await superAdmin(ctx, ctx.beta);
    const betaStore = (await other.get('/api/admin/v1/stores')).json().data[0].id as number;
    expect((await admin.post(TEST, { key: 'uber_eats', store_id: betaStore })).statusCode).toBe(404);
    const malformed = await admin.post(TEST, { key: 'webpay', store_id: 'uno', extra: true });
    expect(malformed.statusCode).toBe(422);
    expect(
      malformed
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['extra', 'key', 'store_id']);
  });

  it('a role that may only see credentials, and a user of another store, are refused', async () => {
    const policies = (await admin.get('/api/admin/v1/policies')).json().data as { id: number; key: string }[];
    const role = await admin.post('/api/admin/v1/roles', {
      name: 'lector de credenciales para probar',
      policies: [
        {
          policy_id: policies.find((p) => p.key === 'auth_credentials')?.id,
          actions: [{ key: 'show', active: true }],
        },
      ],
    });
    expect(role.statusCode, role.body).toBe(201);
    const reader = await userWith(ctx, ctx.alpha, { roleIds: [role.json().id] });
    expect((await reader.client.post(TEST, { key: 'uber_eats', store_id: storeIds[0] })).statusCode).toBe(
      403,
    );

    const elsewhere = await userWith(ctx, ctx.alpha, {
      roleNames: ['admin'],
      storeIds: [storeIds[1] as number],
    });
    expect((await elsewhere.client.post(TEST, { key: 'uber_eats', store_id: storeIds[0] })).statusCode).toBe(
      404,
    );
  });
});
