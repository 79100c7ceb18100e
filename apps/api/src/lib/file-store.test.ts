import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskFileStore } from './file-store.js';

let root: string;
let store: LocalDiskFileStore;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'tablero-files-'));
  store = new LocalDiskFileStore(path.join(root, 'files'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the local-disk file store', () => {
  it('keeps, serves with the type of its extension, and deletes a file', async () => {
    const key = 'tenants/1/pictures/2/original.png';
    await store.put(key, Buffer.from('png bytes'), 'image/png');
    expect(await store.get(key)).toEqual({ bytes: Buffer.from('png bytes'), contentType: 'image/png' });
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it.each([
    '../outside.png',
    'tenants/1/../../outside.png',
    '/etc/passwd.png',
    'tenants//1/a.png',
    'tenants\\1\\a.png',
    'Tenants/1/a.png',
  ])('refuses the key %s rather than touch a path outside its root', async (key) => {
    await expect(store.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/unsafe file key/);
    await expect(store.get(key)).rejects.toThrow(/unsafe file key/);
    expect(await readdir(root)).not.toContain('outside.png');
  });

  it('refuses a key whose extension says another type than the one given', async () => {
    await expect(store.put('tenants/1/a.png', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
      /does not match/,
    );
  });
});
