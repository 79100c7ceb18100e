import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with its default cost: 19 MiB, 2 passes.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * A hash of nothing, verified when the email is unknown so both answers take the same time; made
 * once at start, so that not even the first unknown email takes longer.
 */
const decoyHash = hash('decoy-password-never-matches');

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
