import { describe, expect, it } from 'vitest';
import {
  authCredentialsPatch,
  authCredentialsQuery,
  fieldErrorsOf,
  integrationProviderKeys,
  integrationProviders,
  savedCredentialsOf,
} from '../index.js';

function problemsOf(body: unknown) {
  const result = authCredentialsPatch.safeParse(body);
  return result.success ? null : fieldErrorsOf(result.error);
}

const pedidosYa = (credentials: Record<string, unknown>) => ({ key: 'pedidos_ya', store_id: 1, credentials });

describe('PATCH /auth_credentials body', () => {
  it.each([
    [
      'a full configuration',
      pedidosYa({ client_id: 'abc', client_secret: 's3cr3t', username: 'u', password: 'p' }),
    ],
    ['a single field (the rest is kept)', pedidosYa({ client_id: 'abc' })],
    ['flags alone', pedidosYa({ proof_of_delivery: true, pickup_verification: false })],
    ['null to clear a field or a flag', pedidosYa({ client_secret: null, return_trips_enabled: null })],
    ['an empty string to clear a field', pedidosYa({ username: '' })],
    ['a masked secret sent back', pedidosYa({ client_secret: '••••1234' })],
    ['no fields at all', pedidosYa({})],
    ['another provider’s own fields', { key: 'toteat', store_id: 3, credentials: { tip_id: '77' } }],
  ])('accepts %s', (_case, body) => {
    expect(problemsOf(body)).toBeNull();
  });

  it.each([
    [
      'an unknown provider',
      { key: 'webpay', store_id: 1, credentials: {} },
      { field: 'key', message: 'El campo key es inválido' },
    ],
    ['no provider', { store_id: 1, credentials: {} }, { field: 'key', message: 'El campo key es inválido' }],
    [
      'no store',
      { key: 'cabify', credentials: {} },
      { field: 'store_id', message: 'El campo store_id es requerido' },
    ],
    [
      'a store id that is not an id',
      { key: 'cabify', store_id: 0, credentials: {} },
      { field: 'store_id', message: 'El campo store_id debe ser mayor que 0' },
    ],
    [
      'no credentials object',
      { key: 'cabify', store_id: 1 },
      { field: 'credentials', message: 'El campo credentials es requerido' },
    ],
    [
      'a field of another provider',
      pedidosYa({ tip_id: '1' }),
      { field: 'tip_id', message: 'El campo tip_id no está permitido' },
    ],
    [
      'a flag on a provider without flags',
      { key: 'mercado_pago', store_id: 1, credentials: { proof_of_delivery: true } },
      { field: 'proof_of_delivery', message: 'El campo proof_of_delivery no está permitido' },
    ],
    [
      'a number for a text field',
      pedidosYa({ client_id: 42 }),
      { field: 'credentials.client_id', message: 'El campo credentials.client_id es inválido' },
    ],
    [
      'a string for a flag',
      pedidosYa({ proof_of_delivery: 'true' }),
      {
        field: 'credentials.proof_of_delivery',
        message: 'El campo credentials.proof_of_delivery es inválido',
      },
    ],
    [
      'spaces around a value',
      pedidosYa({ client_id: ' abc' }),
      {
        field: 'credentials.client_id',
        message: 'El campo credentials.client_id: Espacios al inicio o al final no son admitidos',
      },
    ],
    [
      'a text field over 200 characters',
      pedidosYa({ username: 'u'.repeat(201) }),
      {
        field: 'credentials.username',
        message: 'El campo credentials.username debe tener máximo 200 caracteres',
      },
    ],
    [
      'a secret over 4096 characters',
      pedidosYa({ password: 'p'.repeat(4097) }),
      {
        field: 'credentials.password',
        message: 'El campo credentials.password debe tener máximo 4096 caracteres',
      },
    ],
    [
      'an unknown top-level field',
      { ...pedidosYa({}), tenant_id: 2 },
      { field: 'tenant_id', message: 'El campo tenant_id no está permitido' },
    ],
  ])('refuses %s', (_case, body, problem) => {
    expect(problemsOf(body)).toEqual([problem]);
  });

  it('accepts a 200-character text and a 4096-character secret', () => {
    expect(problemsOf(pedidosYa({ username: 'u'.repeat(200), password: 'p'.repeat(4096) }))).toBeNull();
  });
});

describe('saved credentials', () => {
  it.each(integrationProviderKeys)('of %s need every required field and nothing else', (key) => {
    const fields = integrationProviders[key].fields;
    const full = Object.fromEntries(fields.map((f) => [f.name, f.type === 'boolean' ? false : 'valor']));
    expect(savedCredentialsOf(key).safeParse({ credentials: full }).success).toBe(true);
    const missing = Object.fromEntries(
      fields.map((f) => [f.name, f.required ? null : f.type === 'boolean' ? false : null]),
    );
    const result = savedCredentialsOf(key).safeParse({ credentials: missing });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual(
      fields
        .filter((f) => f.required)
        .map((f) => ({
          field: `credentials.${f.name}`,
          message: `El campo credentials.${f.name} es requerido`,
        })),
    );
  });
});

describe('GET /auth_credentials query', () => {
  it('needs a known provider key and takes a page and a store', () => {
    expect(authCredentialsQuery.parse({ key: 'uber_direct', store_id: '4' })).toEqual({
      key: 'uber_direct',
      store_id: 4,
      page: 1,
      limit: 25,
    });
    expect(authCredentialsQuery.safeParse({}).success).toBe(false);
    expect(authCredentialsQuery.safeParse({ key: 'webpay' }).success).toBe(false);
  });
});
