import { describe, expect, it } from 'vitest';
import { pendingRemovals, removeArea, updateArea } from './area-list-edits.js';
import type { DeliveryArea } from './delivery-area.js';

const square = [
  { latitude: -33.42, longitude: -70.62 },
  { latitude: -33.42, longitude: -70.6 },
  { latitude: -33.44, longitude: -70.6 },
];
const saved: DeliveryArea = { id: 7, name: 'Centro', kind: 'zone', locked: false, points: square };
const unsaved: DeliveryArea = { name: 'Zona 2', kind: 'zone', locked: false, points: square };

describe('removeArea', () => {
  it('marks a saved area destroy so the form can send _destroy', () => {
    expect(removeArea([saved, unsaved], 0)).toEqual([{ ...saved, destroy: true }, unsaved]);
  });

  it('drops an area that was never saved', () => {
    expect(removeArea([saved, unsaved], 1)).toEqual([saved]);
  });

  it('leaves the list as it is for an index out of range', () => {
    const areas = [saved];
    expect(removeArea(areas, 3)).toBe(areas);
  });
});

describe('updateArea', () => {
  it('changes only the area at the index', () => {
    expect(updateArea([saved, unsaved], 1, { name: 'Norte', locked: true })).toEqual([
      saved,
      { ...unsaved, name: 'Norte', locked: true },
    ]);
  });
});

describe('pendingRemovals', () => {
  it('counts the saved areas marked destroy', () => {
    expect(pendingRemovals([{ ...saved, destroy: true }, unsaved])).toBe(1);
  });
});
