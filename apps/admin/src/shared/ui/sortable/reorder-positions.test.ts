import { describe, expect, it } from 'vitest';
import { reorderedPositions, reorderedRows } from './reorder-positions.js';

const rows = [
  { id: 7, position: 0, name: 'A' },
  { id: 3, position: 0, name: 'B' },
  { id: 9, position: 5, name: 'C' },
];

describe('reordered product positions', () => {
  it('numbers the page from its offset in the new order and sends only the changed rows', () => {
    expect(reorderedPositions(rows, [3, 7, 9], 0)).toEqual([
      { id: 7, position: 1 },
      { id: 9, position: 2 },
    ]);
  });

  it('keeps the second page after the first', () => {
    expect(reorderedPositions(rows, [9, 7, 3], 25)).toEqual([
      { id: 9, position: 25 },
      { id: 7, position: 26 },
      { id: 3, position: 27 },
    ]);
  });

  it('gives the rows in the new order with their new positions', () => {
    expect(reorderedRows(rows, [9, 3, 7], 0).map((r) => [r.name, r.position])).toEqual([
      ['C', 0],
      ['B', 1],
      ['A', 2],
    ]);
  });
});
