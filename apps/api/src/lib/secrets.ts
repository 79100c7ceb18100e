import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret from the environment or, failing that, a generated one kept in the data dir so that
 * restarts keep sessions. Several API processes must share it: set the variable for them.
 */
export function secretFromEnvOrFile(value: string | undefined, dataDir: string, fileName: string): string {
  if (value) return value;
  const file = path.resolve(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
