import { describe, expect, it } from 'vitest';
import { reorderedPositions } from './modifier-positions.js';

describe('reordered positions', () => {
  it('gives the dropped order the places the rows held among themselves', () => {
    const before = [
      { id: 1, position: 4 },
      { id: 2, position: 7 },
      { id: 3, position: 9 },
    ];
    expect(reorderedPositions(before, [3, 1, 2])).toEqual([
      { id: 3, position: 4 },
      { id: 1, position: 7 },
      { id: 2, position: 9 },
    ]);
  });

  it('spreads rows that all sat at 0 (older data) so the new order holds', () => {
    const before = [1, 2, 3].map((id) => ({ id, position: 0 }));
    expect(reorderedPositions(before, [2, 3, 1])).toEqual([
      { id: 2, position: 0 },
      { id: 3, position: 1 },
      { id: 1, position: 2 },
    ]);
  });

  it('keeps increasing past a tie in the middle', () => {
    const before = [
      { id: 1, position: 2 },
      { id: 2, position: 2 },
      { id: 3, position: 3 },
    ];
    expect(reorderedPositions(before, [1, 2, 3]).map((p) => p.position)).toEqual([2, 3, 4]);
  });
});
