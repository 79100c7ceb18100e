import { describe, expect, it } from 'vitest';
import { failedRowsCsv } from './failed-rows-csv.js';

describe('failedRowsCsv', () => {
  it('writes the file’s columns, the reasons last, and neutralises formulas', () => {
    const csv = failedRowsCsv(
      [
        {
          line: 3,
          code: 'MALO1',
          errors: [{ field: 'discount', message: 'Debe ser un número' }],
          values: { code: 'MALO1', kind: 'giftcard', discount: 'mil', start_date: '2026-12-01' },
        },
        {
          line: 5,
          code: 'MALO2',
          errors: [
            { field: 'aloha_id', message: 'Fórmula' },
            { field: 'code', message: 'Repetido; ver línea 2' },
          ],
          values: { code: 'MALO2', kind: 'giftcard', discount: '1000', start_date: '', aloha_id: '=1+1' },
        },
      ],
      'es-CL',
    );
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFcode;kind;discount;start_date;aloha_id;errores',
      'MALO1;giftcard;mil;2026-12-01;;discount: Debe ser un número',
      'MALO2;giftcard;1000;;\'=1+1;"aloha_id: Fórmula | code: Repetido; ver línea 2"',
      '',
    ]);
  });
});
