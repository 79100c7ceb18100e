import { fork } from 'node:child_process';
import type { seedIfEmpty } from './seed.js';

export type Seeded = NonNullable<Awaited<ReturnType<typeof seedIfEmpty>>>;

/**
 * `seedIfEmpty` in a child process running `script` (`first-start.ts`, or `.js` when built):
 * drawing the demo's pictures with libvips and generating a year of orders left ~170 MB resident
 * in the process that did it (glibc keeps what libvips' threads freed), which the server would
 * carry as long as it runs. Answers once the child has ended, so that its database is closed: the
 * caller must not hold PGlite's directory open meanwhile.
 */
export function seedInOwnProcess(script: URL): Promise<Seeded | undefined> {
  return new Promise((resolve, reject) => {
    let seeded: Seeded | undefined;
    const child = fork(script, { stdio: 'inherit' });
    child.on('message', (message: { seeded: Seeded | null }) => {
      seeded = message.seeded ?? undefined;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve(seeded)
        : reject(new Error(`the first start's seed stopped (${signal ?? `exit code ${code}`})`)),
    );
  });
}
