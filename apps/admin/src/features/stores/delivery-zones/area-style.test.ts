import { describe, expect, it } from 'vitest';
import { areaPathOptions, kindColor } from './area-style.js';

const palette = { zone: '#1864ab', exclusion: '#c92a2a' };

describe('kindColor', () => {
  it('draws zones in the primary colour and exclusions in red', () => {
    expect(kindColor('zone', palette)).toBe('#1864ab');
    expect(kindColor('exclusion', palette)).toBe('#c92a2a');
  });
});

describe('areaPathOptions', () => {
  it('draws zones with a solid line', () => {
    expect(areaPathOptions('zone', false, palette)).toMatchObject({ color: '#1864ab', dashArray: undefined });
  });

  it('draws exclusions dashed', () => {
    expect(areaPathOptions('exclusion', false, palette)).toMatchObject({
      color: '#c92a2a',
      dashArray: '8 6',
    });
  });

  it('makes the selected area bolder and more opaque', () => {
    const plain = areaPathOptions('zone', false, palette);
    const selected = areaPathOptions('zone', true, palette);
    expect(selected.weight).toBeGreaterThan(plain.weight ?? 0);
    expect(selected.fillOpacity).toBeGreaterThan(plain.fillOpacity ?? 0);
  });
});
