import { describe, expect, it } from 'vitest';
import { brandImageProblem } from './brand-image-rule.js';

describe('brand image size rules', () => {
  it('takes a logo at least as large as the rule, whatever its shape', () => {
    expect(brandImageProblem('primary_logo', { width: 200, height: 60 })).toBeNull();
    expect(brandImageProblem('primary_logo', { width: 900, height: 300 })).toBeNull();
  });

  it('refuses one smaller on either side', () => {
    expect(brandImageProblem('primary_logo', { width: 199, height: 300 })).toBe('tooSmall');
    expect(brandImageProblem('secondary_logo', { width: 400, height: 39 })).toBe('tooSmall');
  });

  it('wants the favicon square', () => {
    expect(brandImageProblem('favicon', { width: 64, height: 64 })).toBeNull();
    expect(brandImageProblem('favicon', { width: 64, height: 48 })).toBe('notSquare');
  });

  it('cannot judge a picture whose file has not been read', () => {
    expect(brandImageProblem('animation_loader', { width: null, height: null })).toBe('unknownSize');
  });
});
