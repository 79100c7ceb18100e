import { describe, expect, it } from 'vitest';
import { Actor } from './actor.js';
import { AuthCache } from './auth-cache.js';
import type { AuthContextRow } from './auth-context.repo.js';

const SESSION = '3f1c1b8e-1111-4a4a-8b8b-000000000001';

function actor(expiresInMs = 60_000): Actor {
  const row: AuthContextRow = {
    id: 7,
    name: 'Ana',
    email: 'ana@tablero.test',
    phone: '+56912345678',
    super_admin: false,
    store_ids: [1],
    roles: [{ id: 1, name: 'user cc' }],
    grants: ['stores:show'],
    session_expires_at: new Date(Date.now() + expiresInMs).toISOString(),
  };
  return new Actor(row, SESSION);
}

describe('auth cache', () => {
  it('hands out an actor only for its tenant, session and user, while the auth version stands', () => {
    const cache = new AuthCache(60_000);
    const loaded = actor();
    cache.rememberActor(1, loaded, 4);
    expect(cache.recallActor(1, SESSION, 7, 4)).toBe(loaded);
    expect(cache.recallActor(2, SESSION, 7, 4)).toBeUndefined();
    expect(cache.recallActor(1, SESSION, 8, 4)).toBeUndefined();
    expect(cache.recallActor(1, SESSION, 7, 5)).toBeUndefined();
  });

  it('does not hand out an actor whose session has expired', () => {
    const cache = new AuthCache(60_000);
    cache.rememberActor(1, actor(-1), 0);
    expect(cache.recallActor(1, SESSION, 7, 0)).toBeUndefined();
  });

  it('remembers nothing when its time to live is zero', () => {
    const cache = new AuthCache(0);
    expect(cache.enabled).toBe(false);
    cache.rememberActor(1, actor(), 0);
    expect(cache.recallActor(1, SESSION, 7, 0)).toBeUndefined();
  });
});
