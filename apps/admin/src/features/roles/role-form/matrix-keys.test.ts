import { describe, expect, it } from 'vitest';
import { type MatrixCell, nextCell } from './matrix-keys.js';

/*
 * Row 0: the column ticks (col 0 ticks everything). Rows 1-2: areas; area 2 does not offer the
 * action of column 2.
 */
const cells: MatrixCell[] = [
  { row: 0, col: 0 },
  { row: 0, col: 1 },
  { row: 0, col: 2 },
  { row: 1, col: 0 },
  { row: 1, col: 1 },
  { row: 1, col: 2 },
  { row: 2, col: 0 },
  { row: 2, col: 1 },
  { row: 3, col: 0 },
  { row: 3, col: 2 },
];

describe('moving through the matrix with the keyboard', () => {
  it.each([
    ['ArrowRight', { row: 1, col: 1 }, { row: 1, col: 2 }],
    ['ArrowLeft', { row: 1, col: 1 }, { row: 1, col: 0 }],
    ['ArrowDown', { row: 0, col: 1 }, { row: 1, col: 1 }],
    ['ArrowUp', { row: 1, col: 1 }, { row: 0, col: 1 }],
    ['ArrowDown', { row: 1, col: 2 }, { row: 3, col: 2 }],
    ['ArrowRight', { row: 2, col: 1 }, null],
    ['ArrowUp', { row: 0, col: 2 }, null],
    ['Home', { row: 3, col: 2 }, { row: 3, col: 0 }],
    ['End', { row: 1, col: 0 }, { row: 1, col: 2 }],
    ['Tab', { row: 1, col: 0 }, null],
  ])('%s from %o goes to %o', (key, from, to) => {
    expect(nextCell(cells, from, key)).toEqual(to);
  });
});
