import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;
export const CREDENTIALS_KEY_FILE = 'credentials-key';

export const credentialsKeyHint =
  'debe ser una clave de 32 bytes en base64 (genera una con: openssl rand -base64 32)';

/** The 32 bytes of a base64 (or base64url) key, or undefined when the text is not exactly that. */
export function decodeCredentialsKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed, 'base64');
  return key.length === KEY_BYTES ? key : undefined;
}

/** Names a key inside sealed values without revealing it, so several keys can be told apart. */
function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

export class SecretBoxError extends Error {}

/**
 * Encrypts small secrets with AES-256-GCM (ARCHITECTURE.md rule 7). A sealed value reads
 * `v1.<key id>.<iv>.<ciphertext>.<tag>` (base64url parts), so the key can rotate: new values are
 * sealed with the current key, older ones still open with the previous keys
 * (CREDENTIALS_PREVIOUS_KEYS) and are sealed with the current key when next written.
 * The `context` (which tenant, store and provider a value belongs to) is authenticated too: a value
 * copied into another row does not open there.
 */
export class SecretBox {
  private readonly current: { id: string; key: Buffer };
  private readonly keys: Map<string, Buffer>;

  constructor(currentKey: Buffer, previousKeys: readonly Buffer[] = []) {
    for (const key of [currentKey, ...previousKeys]) {
      if (key.length !== KEY_BYTES)
        throw new SecretBoxError(`La clave de credenciales ${credentialsKeyHint}`);
    }
    this.current = { id: keyIdOf(currentKey), key: currentKey };
    this.keys = new Map([...previousKeys, currentKey].map((key) => [keyIdOf(key), key]));
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.current.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const parts = [iv, ciphertext, cipher.getAuthTag()].map((b) => b.toString('base64url'));
    return [VERSION, this.current.id, ...parts].join('.');
  }

  open(sealed: string, context: string): string {
    const [version, keyId, iv, ciphertext, tag, ...rest] = sealed.split('.');
    if (version !== VERSION || !keyId || !iv || ciphertext === undefined || !tag || rest.length > 0) {
      throw new SecretBoxError('Sealed value has an unknown format');
    }
    const key = this.keys.get(keyId);
    if (!key) throw new SecretBoxError(`Sealed with key ${keyId}, which this server does not have`);
    try {
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new SecretBoxError('Sealed value was altered or belongs elsewhere');
    }
  }

  /**
   * A tag of `message` only this server can make (HMAC-SHA-256, 128 bits, base64url), under a key
   * derived from the current one for `purpose`, so a tag of one purpose is worth nothing in another.
   */
  sign(message: string, purpose: string): string {
    return tagOf(this.current.key, message, purpose);
  }

  /** Whether `tag` is this server's for `message`, under the current key or a previous one. */
  verify(message: string, tag: string, purpose: string): boolean {
    const sent = Buffer.from(tag, 'base64url');
    return [...this.keys.values()].some((key) => {
      const expected = Buffer.from(tagOf(key, message, purpose), 'base64url');
      return sent.length === expected.length && timingSafeEqual(sent, expected);
    });
  }
}

const TAG_OF_MESSAGE_BYTES = 16;

function tagOf(key: Buffer, message: string, purpose: string): string {
  const purposeKey = createHmac('sha256', key).update(`tablero:${purpose}`).digest();
  return createHmac('sha256', purposeKey)
    .update(message)
    .digest()
    .subarray(0, TAG_OF_MESSAGE_BYTES)
    .toString('base64url');
}

/**
 * The credentials key from the environment or, failing that, a key generated once into the data
 * dir (like the JWT secret). Several API processes must share it: set CREDENTIALS_KEY for them,
 * and keep it away from database backups; losing it makes the stored credentials unreadable.
 */
export function credentialsKeyFromEnvOrFile(value: string | undefined, dataDir: string): Buffer {
  if (value) {
    const key = decodeCredentialsKey(value);
    if (!key) throw new SecretBoxError(`CREDENTIALS_KEY ${credentialsKeyHint}`);
    return key;
  }
  const file = path.resolve(dataDir, CREDENTIALS_KEY_FILE);
  if (existsSync(file)) {
    const key = decodeCredentialsKey(readFileSync(file, 'utf8'));
    if (!key) throw new SecretBoxError(`El archivo ${file} ${credentialsKeyHint}`);
    return key;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(KEY_BYTES);
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}

/** The server's box: the current key (env or data-dir file) and the previous keys still readable. */
export function secretBoxFor(config: {
  credentialsKey: string | undefined;
  credentialsPreviousKeys: string[];
  dataDir: string;
}): SecretBox {
  const previous = config.credentialsPreviousKeys.map((text) => {
    const key = decodeCredentialsKey(text);
    if (!key) throw new SecretBoxError(`CREDENTIALS_PREVIOUS_KEYS: cada clave ${credentialsKeyHint}`);
    return key;
  });
  return new SecretBox(credentialsKeyFromEnvOrFile(config.credentialsKey, config.dataDir), previous);
}
