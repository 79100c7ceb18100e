import { describe, expect, it } from 'vitest';
import type { DeliveryArea } from './delivery-area.js';
import { duplicateNameIndexes, nextZoneName } from './zone-names.js';

const zoneName = (number: number) => `Zona ${number}`;
const area = (name: string, extra: Partial<DeliveryArea> = {}): DeliveryArea => ({
  name,
  kind: 'zone',
  locked: false,
  points: [],
  ...extra,
});

describe('nextZoneName', () => {
  it('names the first area Zona 1', () => {
    expect(nextZoneName([], zoneName)).toBe('Zona 1');
  });

  it('numbers after the areas shown', () => {
    expect(nextZoneName([area('Centro'), area('Norte')], zoneName)).toBe('Zona 3');
  });

  it('skips a number already taken, whatever its case or spaces', () => {
    expect(nextZoneName([area('Centro'), area(' zona 3 ')], zoneName)).toBe('Zona 4');
  });

  it('does not count areas marked destroy', () => {
    expect(nextZoneName([area('Zona 1', { id: 1, destroy: true })], zoneName)).toBe('Zona 1');
  });
});

describe('duplicateNameIndexes', () => {
  it('flags every area sharing a name, ignoring case and surrounding spaces', () => {
    const areas = [area('Centro'), area('Norte'), area('centro ')];
    expect([...duplicateNameIndexes(areas)]).toEqual([0, 2]);
  });

  it('ignores areas marked destroy', () => {
    expect(duplicateNameIndexes([area('Centro'), area('Centro', { id: 2, destroy: true })]).size).toBe(0);
  });

  it('leaves empty names to the required-field check', () => {
    expect(duplicateNameIndexes([area(''), area('  ')]).size).toBe(0);
  });
});
