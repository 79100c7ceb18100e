import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvDocument, csvSeparatorFor } from './csv.js';

describe('csvCell', () => {
  it.each([
    // value, separator, written
    ['Centro', ';', 'Centro'],
    ['', ';', ''],
    [null, ';', ''],
    [undefined, ',', ''],
    [1500, ';', '1500'],
    [true, ',', 'true'],
    ['Lomo; con papas', ';', '"Lomo; con papas"'],
    ['Lomo, con papas', ';', 'Lomo, con papas'],
    ['Lomo, con papas', ',', '"Lomo, con papas"'],
    ['dice "hola"', ';', '"dice ""hola"""'],
    ['dos\nlíneas', ';', '"dos\nlíneas"'],
    ['ñandú Ñuñoa', ';', 'ñandú Ñuñoa'],
    // Formula neutralisation: every trigger, alone and as a payload.
    ['=1+1', ';', "'=1+1"],
    ['+56911112222', ';', "'+56911112222"],
    ['-1500', ';', "'-1500"],
    [-1500, ';', "'-1500"],
    ['@SUM(A1:A2)', ';', "'@SUM(A1:A2)"],
    ['\t=cmd', ';', "'\t=cmd"],
    ['\r=cmd', ';', '"\'\r=cmd"'],
    ['=HYPERLINK("http://x";"y")', ';', '"\'=HYPERLINK(""http://x"";""y"")"'],
    ["=cmd|' /C calc'!A0", ',', "'=cmd|' /C calc'!A0"],
    // Only the first character counts.
    ['a=b', ';', 'a=b'],
    [' =1', ';', ' =1'],
    ["'=1", ';', "'=1"],
  ] as const)('%j with %j → %j', (value, separator, written) => {
    expect(csvCell(value, separator)).toBe(written);
  });
});

describe('csvSeparatorFor', () => {
  it.each([
    ['es_CL', ';'],
    ['es-CL', ';'],
    ['es', ';'],
    ['es_MX', ';'],
    ['en', ','],
    ['en_US', ','],
    ['est', ','],
  ] as const)('%s → %s', (language, separator) => {
    expect(csvSeparatorFor(language)).toBe(separator);
  });
});

describe('csvDocument', () => {
  it('starts with the BOM, uses the tenant separator and ends every line with CRLF', () => {
    const text = csvDocument(
      ['Tienda', 'Total'],
      [
        ['Centro', '$1.500'],
        ['=evil()', '-$200'],
      ],
      { language: 'es_CL' },
    );
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text).toBe(`${CSV_BOM}Tienda;Total\r\nCentro;$1.500\r\n'=evil();'-$200\r\n`);
  });

  it('writes English files with commas, quoting a comma inside a cell', () => {
    const text = csvDocument(['Store', 'Total'], [['Centro, Santiago', '1,500.00']], { language: 'en' });
    expect(text).toBe(`${CSV_BOM}Store,Total\r\n"Centro, Santiago","1,500.00"\r\n`);
  });
});
