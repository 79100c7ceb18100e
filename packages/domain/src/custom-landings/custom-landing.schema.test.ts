import { describe, expect, it } from 'vitest';
import {
  landingPublishErrors,
  resolveCustomLandingWrite,
  strictBase64Bytes,
} from './custom-landing.schema.js';
import { customLandingMessages } from './custom-landing-constants.js';

const utf8 = (bytes: Uint8Array | undefined) => (bytes ? new TextDecoder().decode(bytes) : bytes);

describe('strictBase64Bytes (the deploy’s "encoded html")', () => {
  it.each([
    ['', ''],
    ['PGgxPg==', '<h1>'],
    ['w7FhbmTDug==', 'ñandú'],
    ['YWJj', 'abc'],
  ])('reads %j as %j', (text, expected) => {
    expect(utf8(strictBase64Bytes(text))).toBe(expected);
  });

  it.each([
    ['missing padding', 'PGgxPg'],
    ['a space', 'PGgx Pg=='],
    ['a line break', 'PGgx\nPg=='],
    ['the URL-safe alphabet', 'Pz8-Pz8_'],
    ['padding inside', 'PG==PGgx'],
    ['too much padding', 'PGg==='],
    ['bits past the end', 'PGgxPh=='],
    ['not base64 at all', '<h1>hola</h1>'],
  ])('refuses %s', (_rule, text) => {
    expect(strictBase64Bytes(text)).toBeUndefined();
  });
});

describe('custom landing rules', () => {
  it.each([
    ['draft', '', []],
    ['published', '<h1>Lista</h1>', []],
    ['published', '  \n ', [{ field: 'status', message: customLandingMessages.publishWithoutHtml }]],
  ] as const)('a %s landing with HTML %j: %j', (status, html, errors) => {
    expect(landingPublishErrors(status, html)).toEqual(errors);
  });

  it('makes a new landing a draft, ignores what a GET adds, and names every bad field', () => {
    expect(
      resolveCustomLandingWrite(undefined, { name: 'Verano', slug: 'verano', html: '<p>x</p>' }),
    ).toEqual({
      state: { name: 'Verano', slug: 'verano', status: 'draft' },
    });
    const refused = resolveCustomLandingWrite(undefined, { name: ' Verano', slug: 'Ver ano' });
    expect('errors' in refused && refused.errors.map((e) => e.field)).toEqual(['name', 'slug']);
  });
});
