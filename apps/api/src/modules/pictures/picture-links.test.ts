import { describe, expect, it } from 'vitest';
import { FileTokens } from './file-tokens.js';
import { pictureLinks } from './picture-links.js';
import type { PictureRecord } from './pictures.repo.js';

const key = 'clave-de-prueba-de-al-menos-32-caracteres';
const picture = {
  id: 41,
  tenantId: 3,
  name: 'empanada.jpg',
  type: 'image/jpeg',
  contentType: 'image/jpeg',
  category: 'product',
  status: 'ready',
  width: 800,
  height: 600,
  bytes: 1000,
  createdAt: new Date(Date.UTC(2026, 0, 1)),
} as PictureRecord;
const tokenOf = (url: string | null) => url?.split('/').at(-1) ?? '';

describe('picture read links', () => {
  it('are signed once per window and stay what a fresh signer would answer', () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 5);
    const tokens = new FileTokens(key);
    const links = pictureLinks(tokens, 'https://demo.example');
    const first = links.view(picture, now);
    const again = links.view(picture, now + 60_000);
    expect(again.url).toBe(first.url);
    expect(again.small_cropped_url).toBe(first.small_cropped_url);
    // The same URLs from a signer with an empty cache, and they verify for the right file.
    expect(pictureLinks(new FileTokens(key), 'https://demo.example').view(picture, now)).toEqual(first);
    expect(tokens.verify(tokenOf(first.url), 'get', now)).toMatchObject({
      pictureId: 41,
      file: 'original.jpg',
    });
    expect(tokens.verify(tokenOf(first.small_cropped_url), 'get', now)).toMatchObject({
      tenantId: 3,
      file: 'small-cropped.webp',
    });
  });

  it('change with the window, the picture and the tenant', () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 5);
    const links = pictureLinks(new FileTokens(key), '');
    const url = links.view(picture, now).url;
    expect(links.view(picture, now + 10 * 60_000).url).not.toBe(url);
    expect(links.view({ ...picture, id: 42 }, now).url).not.toBe(url);
    expect(links.view({ ...picture, tenantId: 4 }, now).url).not.toBe(url);
  });
});
