import { describe, expect, it } from 'vitest';
import { KML_MAX_BYTES, kmlFileProblem } from './kml-file.js';

describe('kmlFileProblem', () => {
  it.each([
    ['accepts a .kml file', { name: 'cobertura.kml', size: 20_000 }, null],
    ['accepts an upper-case extension', { name: 'COBERTURA.KML', size: 20_000 }, null],
    ['accepts exactly 1.5 MB', { name: 'a.kml', size: KML_MAX_BYTES }, null],
    ['rejects a file over 1.5 MB', { name: 'a.kml', size: KML_MAX_BYTES + 1 }, 'tooLarge'],
    ['rejects a .kmz archive', { name: 'cobertura.kmz', size: 20_000 }, 'notKml'],
    ['rejects a file named like kml without the extension', { name: 'kml.txt', size: 10 }, 'notKml'],
  ])('%s', (_, file, problem) => {
    expect(kmlFileProblem(file)).toBe(problem);
  });
});
