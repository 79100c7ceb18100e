import { describe, expect, it } from 'vitest';
import { listViewEntry } from './list-view.js';

describe('the remembered list view (spec part 1 §2)', () => {
  it('reads back list or grid, and nothing else', () => {
    const read = (value: unknown) => listViewEntry.schema.safeParse(value);
    expect(read('grid')).toEqual({ success: true, data: 'grid' });
    expect(read('list')).toEqual({ success: true, data: 'list' });
    for (const value of ['table', '', null, 1]) expect(read(value).success).toBe(false);
  });
});
