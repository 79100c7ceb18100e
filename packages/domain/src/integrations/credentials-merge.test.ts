import { describe, expect, it } from 'vitest';
import { emptyCredentials, isConfigured, maskedCredentials, maskSecret, mergeCredentials } from '../index.js';

const SECRET = 'cs_live_0123456789abcdef';
const stored = {
  ...emptyCredentials('pedidos_ya'),
  client_id: 'peya-client',
  client_secret: SECRET,
  username: 'tienda@peya.cl',
  password: 'clave-peya-2026',
  proof_of_delivery: true,
};

describe('masking', () => {
  it('shows the last 4 characters of a long secret only', () => {
    expect(maskSecret(SECRET)).toBe('••••cdef');
    expect(maskSecret('123456789012')).toBe('••••9012');
    expect(maskSecret('12345678901')).toBe('••••');
    expect(maskSecret('corta')).toBe('••••');
  });

  it('masks the secrets of a provider and leaves ids and flags as they are', () => {
    expect(maskedCredentials('pedidos_ya', stored)).toEqual({
      client_id: 'peya-client',
      client_secret: '••••cdef',
      username: 'tienda@peya.cl',
      password: '••••2026',
      proof_of_delivery: true,
      return_trips_enabled: false,
      pickup_verification: false,
      pincode_proof_of_delivery: false,
    });
  });

  it('shows an unconfigured provider as nulls and false flags', () => {
    expect(maskedCredentials('cabify', {})).toEqual({
      client_id: null,
      client_secret: null,
      proof_of_delivery: false,
      return_trips_enabled: false,
      pickup_verification: false,
      pincode_proof_of_delivery: false,
    });
  });
});

describe('applying a PATCH', () => {
  it('keeps the fields not sent', () => {
    const { values, errors } = mergeCredentials('pedidos_ya', stored, { username: 'otra@peya.cl' });
    expect(errors).toEqual([]);
    expect(values).toEqual({ ...stored, username: 'otra@peya.cl' });
  });

  it('keeps a secret sent back masked', () => {
    const { values, errors } = mergeCredentials('pedidos_ya', stored, {
      client_secret: '••••cdef',
      password: '••••2026',
    });
    expect(errors).toEqual([]);
    expect(values).toEqual(stored);
  });

  it('refuses a mask that is not the stored secret’s, rather than saving the mask', () => {
    const { errors } = mergeCredentials('pedidos_ya', stored, { client_secret: '••••0000' });
    expect(errors).toEqual([
      { field: 'credentials.client_secret', message: 'El campo credentials.client_secret es inválido' },
    ]);
    const fresh = mergeCredentials('cabify', {}, { client_id: 'c', client_secret: '••••' });
    expect(fresh.errors.map((e) => e.field)).toEqual(['credentials.client_secret']);
  });

  it('replaces a secret with a new value', () => {
    const { values } = mergeCredentials('pedidos_ya', stored, { client_secret: 'nuevo-secreto' });
    expect(values.client_secret).toBe('nuevo-secreto');
  });

  it('clears an optional field and resets a flag with null', () => {
    const withHook = {
      ...emptyCredentials('uber_direct'),
      customer_id: 'c',
      client_id: 'i',
      client_secret: 's',
    };
    const { values, errors } = mergeCredentials(
      'uber_direct',
      { ...withHook, webhook_signature_key: 'firma', pickup_verification: true },
      { webhook_signature_key: null, pickup_verification: null },
    );
    expect(errors).toEqual([]);
    expect(values).toEqual(withHook);
  });

  it('refuses to leave a configuration half filled', () => {
    const { errors } = mergeCredentials('pedidos_ya', stored, { client_secret: null, username: '' });
    expect(errors).toEqual([
      { field: 'credentials.client_secret', message: 'El campo credentials.client_secret es requerido' },
      { field: 'credentials.username', message: 'El campo credentials.username es requerido' },
    ]);
  });

  it('needs every required field on a first configuration', () => {
    const { errors } = mergeCredentials('pedidos_ya', {}, { client_id: 'nuevo' });
    expect(errors.map((e) => e.field)).toEqual([
      'credentials.client_secret',
      'credentials.username',
      'credentials.password',
    ]);
  });

  it('lets a store stop using a provider by clearing every field, flags kept', () => {
    const cleared = { client_id: null, client_secret: null, username: null, password: null };
    const { values, errors } = mergeCredentials('pedidos_ya', stored, cleared);
    expect(errors).toEqual([]);
    expect(values).toEqual({ ...emptyCredentials('pedidos_ya'), proof_of_delivery: true });
    expect(isConfigured('pedidos_ya', values)).toBe(false);
  });

  it('saves flags on a store not configured yet', () => {
    const { values, errors } = mergeCredentials('cabify', {}, { return_trips_enabled: true });
    expect(errors).toEqual([]);
    expect(values.return_trips_enabled).toBe(true);
    expect(isConfigured('cabify', values)).toBe(false);
  });

  it('calls complete credentials configured, optional fields empty or not', () => {
    expect(isConfigured('pedidos_ya', stored)).toBe(true);
    expect(isConfigured('pedidos_ya', { ...stored, password: null })).toBe(false);
    expect(isConfigured('uber_direct', { customer_id: 'c', client_id: 'i', client_secret: 's' })).toBe(true);
  });
});
