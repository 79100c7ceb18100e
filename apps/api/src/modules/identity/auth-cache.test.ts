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

function liveCache() {
  const cache = new AuthCache(60_000);
  cache.feedReady();
  return cache;
}

describe('auth cache', () => {
  it('remembers an actor loaded while the change feed listens', () => {
    const cache = liveCache();
    const loaded = actor();
    cache.rememberActor(1, loaded, cache.version(1));
    expect(cache.recallActor(1, SESSION, 7)).toBe(loaded);
    expect(cache.recallActor(2, SESSION, 7)).toBeUndefined();
    expect(cache.recallActor(1, SESSION, 8)).toBeUndefined();
  });

  it('remembers nothing before the change feed listens, nor after it is lost', () => {
    const cache = new AuthCache(60_000);
    cache.rememberActor(1, actor(), cache.version(1));
    expect(cache.recallActor(1, SESSION, 7)).toBeUndefined();
    cache.feedReady();
    cache.rememberActor(1, actor(), cache.version(1));
    cache.feedLost();
    expect(cache.recallActor(1, SESSION, 7)).toBeUndefined();
    cache.rememberActor(1, actor(), cache.version(1));
    expect(cache.recallActor(1, SESSION, 7)).toBeUndefined();
  });

  it('forgets a tenant’s actors when that tenant’s auth changes, and only that tenant’s', () => {
    const cache = liveCache();
    cache.rememberActor(1, actor(), cache.version(1));
    cache.rememberActor(2, actor(), cache.version(2));
    cache.changed(1);
    expect(cache.recallActor(1, SESSION, 7)).toBeUndefined();
    expect(cache.recallActor(2, SESSION, 7)).toBeDefined();
  });

  it('refuses an actor whose load began before a change it may not have seen', () => {
    const cache = liveCache();
    const before = cache.version(1);
    cache.changed(1);
    cache.rememberActor(1, actor(), before);
    expect(cache.recallActor(1, SESSION, 7)).toBeUndefined();
  });

  it('does not hand out an actor whose session has expired', () => {
    const cache = liveCache();
    cache.rememberActor(1, actor(-1), cache.version(1));
    expect(cache.recallActor(1, SESSION, 7)).toBeUndefined();
  });

  it('remembers nothing when its time to live is zero', () => {
    const cache = new AuthCache(0);
    cache.feedReady();
    cache.rememberActor(1, actor(), cache.version(1));
    expect(cache.recallActor(1, SESSION, 7)).toBeUndefined();
  });
});
