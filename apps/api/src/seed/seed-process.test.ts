import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { seedInOwnProcess } from './seed-process.js';

const dir = mkdtempSync(path.join(tmpdir(), 'tablero-seed-process-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in for `first-start.ts`: a script of these lines, as a child would run it. */
function script(name: string, body: string): URL {
  const file = path.join(dir, `${name}.mjs`);
  writeFileSync(file, body);
  return pathToFileURL(file);
}

describe('seedInOwnProcess', () => {
  it('answers what the child sent once it ends', async () => {
    const seeded = { admin: { email: 'admin@demo.cl', password: 'x' }, tenants: ['demo'], orders: 12 };
    const child = script('sends', `process.send(${JSON.stringify({ seeded })});`);
    expect(await seedInOwnProcess(child)).toEqual(seeded);
  });

  it('answers nothing for a database that was not empty', async () => {
    expect(
      await seedInOwnProcess(script('seeded-before', 'process.send({ seeded: null });')),
    ).toBeUndefined();
  });

  it('fails the start when the seed fails', async () => {
    const failing = script('fails', "process.send({ seeded: null }); throw new Error('no database');");
    await expect(seedInOwnProcess(failing)).rejects.toThrow(/exit code 1/);
  });
});
