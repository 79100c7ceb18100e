import { describe, expect, it } from 'vitest';
import { AuthVersionReader } from './auth-versions.js';

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
