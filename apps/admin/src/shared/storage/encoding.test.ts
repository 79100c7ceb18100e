import { describe, expect, it } from 'vitest';
import { decodeStored, encodeStored } from './encoding.js';

describe('stored data encoding', () => {
  it('round-trips values, Spanish text included', () => {
    const value = { customizer: { layout: 'horizontal' }, note: 'Ñuñoa ámbito' };
    expect(decodeStored(encodeStored(value))).toEqual(value);
  });

  it('is not readable as plain JSON and never looks like a JWT', () => {
    const text = encodeStored({ banners: { a: '2030-01-01T00:00:00.000Z' } });
    expect(text).not.toContain('banners');
    expect(text).not.toMatch(/^eyJ/);
  });

  it('ignores corrupt or foreign text', () => {
    expect(decodeStored('not base64 at all!')).toBeUndefined();
    expect(decodeStored(btoa('{broken json'))).toBeUndefined();
  });
});
