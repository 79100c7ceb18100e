import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import {
  CREDENTIALS_KEY_FILE,
  credentialsKeyFromEnvOrFile,
  decodeCredentialsKey,
  SecretBox,
  SecretBoxError,
  secretBoxFor,
} from './secret-box.js';

const CONTEXT = 'store_credentials:1:2:pedidos_ya';
const secret = '{"client_secret":"cs_live_ñandú_0123456789"}';
const newKey = () => randomBytes(32);

describe('SecretBox', () => {
  it('opens what it sealed, accents included', () => {
    const box = new SecretBox(newKey());
    expect(box.open(box.seal(secret, CONTEXT), CONTEXT)).toBe(secret);
    expect(box.open(box.seal('', CONTEXT), CONTEXT)).toBe('');
  });

  it('never writes the plaintext, and seals the same value differently each time', () => {
    const box = new SecretBox(newKey());
    const first = box.seal(secret, CONTEXT);
    const second = box.seal(secret, CONTEXT);
    expect(first).not.toContain('cs_live');
    expect(first).not.toBe(second);
    expect(first.split('.')[2]).not.toBe(second.split('.')[2]);
  });

  it('writes a versioned value naming its key: v1.<key id>.<iv>.<ciphertext>.<tag>', () => {
    const sealed = new SecretBox(newKey()).seal(secret, CONTEXT);
    const [version, keyId, iv, , tag] = sealed.split('.');
    expect(sealed.split('.')).toHaveLength(5);
    expect(version).toBe('v1');
    expect(keyId).toMatch(/^[0-9a-f]{8}$/);
    expect(Buffer.from(iv ?? '', 'base64url')).toHaveLength(12);
    expect(Buffer.from(tag ?? '', 'base64url')).toHaveLength(16);
  });

  it('refuses a value altered anywhere', () => {
    const box = new SecretBox(newKey());
    const parts = box.seal(secret, CONTEXT).split('.');
    for (const index of [2, 3, 4]) {
      const bytes = Buffer.from(parts[index] ?? '', 'base64url');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      const altered = parts.map((p, i) => (i === index ? bytes.toString('base64url') : p)).join('.');
      expect(() => box.open(altered, CONTEXT), `part ${index}`).toThrow(SecretBoxError);
    }
    expect(() => box.open('v2.x.y.z.w', CONTEXT)).toThrow(SecretBoxError);
    expect(() => box.open('texto plano', CONTEXT)).toThrow(SecretBoxError);
  });

  it('refuses a value moved to another tenant, store or provider', () => {
    const box = new SecretBox(newKey());
    const sealed = box.seal(secret, CONTEXT);
    expect(() => box.open(sealed, 'store_credentials:2:2:pedidos_ya')).toThrow(SecretBoxError);
    expect(() => box.open(sealed, 'store_credentials:1:2:cabify')).toThrow(SecretBoxError);
  });

  it('cannot open with another key, even one claiming the same key id', () => {
    const sealed = new SecretBox(newKey()).seal(secret, CONTEXT);
    const other = new SecretBox(newKey());
    expect(() => other.open(sealed, CONTEXT)).toThrow(/does not have/);
    const otherKeyId = other.seal('', CONTEXT).split('.')[1];
    const relabelled = sealed
      .split('.')
      .map((part, i) => (i === 1 ? otherKeyId : part))
      .join('.');
    expect(() => other.open(relabelled, CONTEXT)).toThrow(/altered/);
  });

  it('still opens values of a previous key after a rotation, and seals with the new one', () => {
    const oldKey = newKey();
    const sealedBefore = new SecretBox(oldKey).seal(secret, CONTEXT);
    const rotated = new SecretBox(newKey(), [oldKey]);
    expect(rotated.open(sealedBefore, CONTEXT)).toBe(secret);
    const sealedAfter = rotated.seal(secret, CONTEXT);
    expect(sealedAfter.split('.')[1]).not.toBe(sealedBefore.split('.')[1]);
    expect(() => new SecretBox(oldKey).open(sealedAfter, CONTEXT)).toThrow(SecretBoxError);
  });

  it('takes only 32-byte keys', () => {
    expect(() => new SecretBox(randomBytes(16))).toThrow(SecretBoxError);
  });

  it('signs a message so that only its keys verify it, for one purpose, through a key rotation', () => {
    const oldKey = newKey();
    const tag = new SecretBox(oldKey).sign('alpha:42', 'poll-link');
    const rotated = new SecretBox(newKey(), [oldKey]);
    expect(rotated.verify('alpha:42', tag, 'poll-link')).toBe(true);
    expect(rotated.verify('alpha:43', tag, 'poll-link')).toBe(false);
    expect(rotated.verify('alpha:42', tag, 'other')).toBe(false);
    expect(new SecretBox(newKey()).verify('alpha:42', tag, 'poll-link')).toBe(false);
    const altered = `${tag.slice(0, 5)}${tag[5] === 'x' ? 'y' : 'x'}${tag.slice(6)}`;
    expect(rotated.verify('alpha:42', altered, 'poll-link')).toBe(false);
    expect(rotated.verify('alpha:42', '', 'poll-link')).toBe(false);
  });
});

describe('the credentials key', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });
  const tempDir = () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tablero-key-'));
    return dir;
  };

  it.each([
    ['base64 of 16 bytes', randomBytes(16).toString('base64')],
    ['base64 of 48 bytes', randomBytes(48).toString('base64')],
    ['a passphrase of 44 characters', 'una frase de paso que no es base64 de nada!'],
    ['hex of 32 bytes', randomBytes(32).toString('hex')],
  ])('refuses %s at start-up with a clear message', (_case, value) => {
    expect(decodeCredentialsKey(value)).toBeUndefined();
    expect(() => loadConfig({ CREDENTIALS_KEY: value })).toThrow(
      'CREDENTIALS_KEY debe ser una clave de 32 bytes en base64',
    );
  });

  it('accepts base64 and base64url of 32 bytes', () => {
    const key = newKey();
    expect(decodeCredentialsKey(key.toString('base64'))).toEqual(key);
    expect(decodeCredentialsKey(key.toString('base64url'))).toEqual(key);
    expect(loadConfig({ CREDENTIALS_KEY: key.toString('base64') }).credentialsKey).toBe(
      key.toString('base64'),
    );
  });

  it('refuses a bad previous key at start-up', () => {
    const good = newKey().toString('base64');
    expect(loadConfig({ CREDENTIALS_PREVIOUS_KEYS: `${good}, ${good}` }).credentialsPreviousKeys).toEqual([
      good,
      good,
    ]);
    expect(() => loadConfig({ CREDENTIALS_PREVIOUS_KEYS: `${good},corta` })).toThrow(
      'CREDENTIALS_PREVIOUS_KEYS',
    );
  });

  it('uses the environment’s key and writes no file', () => {
    const key = newKey();
    const dataDir = tempDir();
    expect(credentialsKeyFromEnvOrFile(key.toString('base64'), dataDir)).toEqual(key);
    expect(() => statSync(path.join(dataDir, CREDENTIALS_KEY_FILE))).toThrow();
  });

  it('generates a key file once, readable by its owner only, and keeps using it', () => {
    const dataDir = tempDir();
    const first = credentialsKeyFromEnvOrFile(undefined, dataDir);
    const file = path.join(dataDir, CREDENTIALS_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(decodeCredentialsKey(readFileSync(file, 'utf8'))).toEqual(first);
    expect(credentialsKeyFromEnvOrFile(undefined, dataDir)).toEqual(first);
    const sealed = secretBoxFor({ credentialsKey: undefined, credentialsPreviousKeys: [], dataDir }).seal(
      secret,
      CONTEXT,
    );
    expect(new SecretBox(first).open(sealed, CONTEXT)).toBe(secret);
  });

  it('refuses a damaged key file instead of generating a new key over it', () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, CREDENTIALS_KEY_FILE), 'dañado');
    expect(() => credentialsKeyFromEnvOrFile(undefined, dataDir)).toThrow(
      /credentials-key debe ser una clave/,
    );
    expect(readFileSync(path.join(dataDir, CREDENTIALS_KEY_FILE), 'utf8')).toBe('dañado');
  });
});
