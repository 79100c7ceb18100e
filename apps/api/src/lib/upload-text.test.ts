import { describe, expect, it } from 'vitest';
import { expectAppError } from '../modules/stores/delivery-areas/fixtures/fixtures.js';
import { importMessages } from '../modules/stores/delivery-areas/import-errors.js';
import { textOfUpload } from './upload-text.js';

const read = (bytes: Buffer) => textOfUpload(bytes, importMessages.notKml, 'data');
const kml = '<kml><name>Ñuñoa</name></kml>';

describe('textOfUpload', () => {
  it.each([
    ['UTF-8', Buffer.from(kml)],
    ['UTF-8 with a byte order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(kml)])],
    [
      'UTF-16 little-endian with its byte order mark',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(kml, 'utf16le')]),
    ],
    [
      'windows-1252 by its XML declaration',
      Buffer.from(`<?xml version="1.0" encoding="windows-1252"?>${kml}`, 'latin1'),
    ],
  ])('decodes %s', (_case, bytes) => {
    expect(read(bytes)).toMatch(/<kml><name>Ñuñoa<\/name><\/kml>$/);
  });

  it('trims white space around the text', () => {
    expect(read(Buffer.from(`\n\t ${kml} \n`))).toBe(kml);
  });

  it('refuses an encoding the runtime does not know, asking for UTF-8 (415)', () => {
    const bytes = Buffer.from(`<?xml version="1.0" encoding="x-klingon"?>${kml}`);
    expectAppError(() => read(bytes), 415, 1007, importMessages.notUtf8);
  });

  it('refuses Latin-1 bytes that do not say so, rather than guessing (415)', () => {
    expectAppError(() => read(Buffer.from(kml, 'latin1')), 415, 1007, importMessages.notKml);
  });

  it.each([
    ['a zip', [0x50, 0x4b, 0x03, 0x04, 0x3c, 0x6b]],
    ['a gzip', [0x1f, 0x8b, 0x3c, 0x6b]],
    ['a PDF', Array.from(Buffer.from('%PDF-1.7\n<kml/>'))],
    ['a JPEG', [0xff, 0xd8, 0xff, 0xe0]],
  ])('refuses %s by its first bytes, even when the rest is text (415)', (_case, bytes) => {
    expectAppError(() => read(Buffer.from(bytes)), 415, 1007, importMessages.notKml);
  });
});
