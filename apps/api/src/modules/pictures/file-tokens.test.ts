import { describe, expect, it } from 'vitest';
import { FileTokens, fileLinkMessages, type UploadClaims } from './file-tokens.js';

const tokens = new FileTokens('clave-de-prueba-de-al-menos-32-caracteres');
const now = Date.UTC(2026, 0, 1);
const upload: UploadClaims = {
  kind: 'put',
  tenantId: 3,
  pictureId: 41,
  nonce: '0123456789abcdef0123456789abcdef',
  actorId: 7,
  exp: now / 1000 + 600,
};

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return { status: (error as { statusCode: number }).statusCode, message: (error as Error).message };
  }
  return undefined;
};

describe('signed file tokens', () => {
  it('carry their claims, in a path segment short enough for the router (100 characters)', () => {
    const token = tokens.issue(upload);
    expect(token.length).toBeLessThanOrEqual(100);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(tokens.verify(token, 'put', now)).toEqual(upload);
    expect(tokens.verify(tokens.issue({ ...upload, actorId: null }), 'put', now).actorId).toBeNull();
  });

  it('expire at their second', () => {
    const token = tokens.issue(upload);
    expect(tokens.verify(token, 'put', upload.exp * 1000 - 1).pictureId).toBe(41);
    expect(refusal(() => tokens.verify(token, 'put', upload.exp * 1000))).toEqual({
      status: 401,
      message: fileLinkMessages.expired,
    });
  });

  it('are refused when altered, of the other kind, or signed with another key', () => {
    const token = tokens.issue(upload);
    const read = tokens.issue({
      kind: 'get',
      tenantId: 3,
      pictureId: 41,
      file: 'original.png',
      exp: upload.exp,
    });
    const other = new FileTokens('otra-clave-de-prueba-de-32-caracteres!!').issue(upload);
    const [payload = '', signature = ''] = token.split('.');
    const altered = `${payload.slice(0, 4)}${payload[4] === 'A' ? 'B' : 'A'}${payload.slice(5)}.${signature}`;
    for (const bad of [altered, read, other, `${token}.extra`, '', '.']) {
      expect(
        refusal(() => tokens.verify(bad, 'put', now)),
        bad,
      ).toEqual({
        status: 401,
        message: fileLinkMessages.invalid,
      });
    }
    expect(tokens.verify(read, 'get', now).file).toBe('original.png');
  });
});
