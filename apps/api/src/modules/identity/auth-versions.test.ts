import { describe, expect, it } from 'vitest';
import { AnnouncedAuthVersions, AuthVersionReader } from './auth-versions.js';

/** A read the test finishes by hand, recording which tenants each read asked for. */
function controlledReads() {
  const asked: number[][] = [];
  const finish: ((versions: Map<number, number>) => void)[] = [];
  const fail: ((error: Error) => void)[] = [];
  const reader = new AuthVersionReader(
    (tenantIds) =>
      new Promise((resolve, reject) => {
        asked.push(tenantIds);
        finish.push(resolve);
        fail.push(reject);
      }),
  );
  return { reader, asked, finish, fail };
}

describe('auth version reader', () => {
  it('answers a question with a read that began after it was asked, shared by the questions that waited', async () => {
    const { reader, asked, finish } = controlledReads();
    const first = reader.versionOf(1);
    expect(asked).toEqual([[1]]);
    // Asked while the first read is in flight: that read may have begun before a change these
    // callers must see, so they wait for the next one, which asks for all their tenants at once.
    const second = reader.versionOf(1);
    const third = reader.versionOf(2);
    const fourth = reader.versionOf(1);
    expect(asked).toHaveLength(1);
    finish[0]?.(new Map([[1, 3]]));
    expect(await first).toBe(3);
    await Promise.resolve();
    expect(asked).toEqual([[1], [1, 2]]);
    finish[1]?.(new Map([[1, 4]]));
    expect(await Promise.all([second, third, fourth])).toEqual([4, 0, 4]);
  });

  it('fails only the questions of a failed read, and reads again for the next', async () => {
    const { reader, asked, finish, fail } = controlledReads();
    const lost = reader.versionOf(1);
    fail[0]?.(new Error('connection lost'));
    await expect(lost).rejects.toThrow('connection lost');
    const next = reader.versionOf(1);
    expect(asked).toHaveLength(2);
    finish[1]?.(new Map([[1, 9]]));
    expect(await next).toBe(9);
  });
});

describe('announced auth versions (the embedded database’s one process)', () => {
  it('moves a tenant’s version with each change it hears, and only that tenant’s', async () => {
    const versions = new AnnouncedAuthVersions();
    versions.feedReady();
    const [one, two] = [await versions.versionOf(1), await versions.versionOf(2)];
    expect(await versions.versionOf(1)).toBe(one);
    versions.changed(1);
    expect(await versions.versionOf(1)).not.toBe(one);
    expect(await versions.versionOf(2)).toBe(two);
  });

  it('never answers a version twice while it does not listen, nor one from before a gap', async () => {
    const versions = new AnnouncedAuthVersions();
    expect(await versions.versionOf(1)).not.toBe(await versions.versionOf(1));
    versions.feedReady();
    const before = await versions.versionOf(1);
    versions.feedLost();
    versions.feedReady();
    expect(await versions.versionOf(1)).not.toBe(before);
    const steady = await versions.versionOf(1);
    versions.allChanged();
    expect(await versions.versionOf(1)).not.toBe(steady);
  });
});
