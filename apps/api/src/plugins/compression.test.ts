import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, acceptEncoding?: string) =>
  admin.raw({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compressed API answers', () => {
  it('sends a JSON answer over 1 KB brotli-compressed to a client that accepts it, varying on accept-encoding', async () => {
    const plain = await get('/api/admin/v1/policies');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const compressed = await get('/api/admin/v1/policies', 'gzip, deflate, br');
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });

  it('falls back to gzip for a client without brotli', async () => {
    const plain = await get('/api/admin/v1/policies');
    const compressed = await get('/api/admin/v1/policies', 'gzip');
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/', headers: { accept: 'application/json' } });
    expect(plain.rawPayload.length).toBeLessThan(1024);
    const small = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'application/json', 'accept-encoding': 'gzip, br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual(plain.json());
  });

  it('sends nothing compressed to a client that asks for identity', async () => {
    const plain = await get('/api/admin/v1/policies');
    const identity = await get('/api/admin/v1/policies', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(plain.json());
  });
});
