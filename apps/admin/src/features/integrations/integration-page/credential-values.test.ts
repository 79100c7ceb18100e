import { integrationProviders } from '@tablero/domain';
import { describe, expect, it } from 'vitest';
import type { StoreCredentials } from '../api.js';
import { draftOf, missingFields, patchOf, savedMask } from './credential-values.js';

const fields = integrationProviders.pedidos_ya.fields;
const saved: StoreCredentials = {
  id: 3,
  name: 'Centro',
  configured: true,
  updatedAt: '2026-11-22T10:00:00-03:00',
  credentials: {
    clientId: 'peya-123',
    clientSecret: '••••9f2a',
    username: 'centro',
    password: '••••',
    proofOfDelivery: true,
  },
};

describe('PedidosYa credentials form', () => {
  it('starts from the saved ids and flags, with empty secret boxes', () => {
    expect(draftOf(fields, saved)).toMatchObject({
      client_id: 'peya-123',
      client_secret: '',
      password: '',
      proof_of_delivery: true,
      return_trips_enabled: false,
    });
  });

  it('shows what is saved for a secret as its mask only', () => {
    const secret = fields.find((f) => f.name === 'client_secret');
    expect(secret && savedMask(secret, saved)).toBe('••••9f2a');
    expect(secret && savedMask(secret, null)).toBeNull();
  });

  it('sends typed secrets only, ids and all four flags', () => {
    const draft = { ...draftOf(fields, saved), password: ' nueva-clave ', username: '' };
    expect(patchOf(fields, draft)).toEqual({
      client_id: 'peya-123',
      username: null,
      password: 'nueva-clave',
      proof_of_delivery: true,
      return_trips_enabled: false,
      pickup_verification: false,
      pincode_proof_of_delivery: false,
    });
  });

  it('asks for every required field of a new configuration, but not for secrets already saved', () => {
    expect(missingFields(fields, draftOf(fields, null), null).map((f) => f.name)).toEqual([
      'client_id',
      'client_secret',
      'username',
      'password',
    ]);
    expect(missingFields(fields, draftOf(fields, saved), saved).map((f) => f.name)).toEqual([]);
  });
});
