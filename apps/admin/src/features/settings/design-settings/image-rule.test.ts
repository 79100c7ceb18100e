import { brandImages, informativeBannerImages } from '@tablero/domain';
import { describe, expect, it } from 'vitest';
import { imageProblem } from './image-rule.js';

describe('image size rules', () => {
  it('takes a logo at least as large as the rule, whatever its shape', () => {
    expect(imageProblem(brandImages.primary_logo, { width: 200, height: 60 })).toBeNull();
    expect(imageProblem(brandImages.primary_logo, { width: 900, height: 300 })).toBeNull();
  });

  it('refuses one smaller on either side', () => {
    expect(imageProblem(brandImages.primary_logo, { width: 199, height: 300 })).toBe('tooSmall');
    expect(imageProblem(brandImages.secondary_logo, { width: 400, height: 39 })).toBe('tooSmall');
  });

  it('wants the favicon square', () => {
    expect(imageProblem(brandImages.favicon, { width: 64, height: 64 })).toBeNull();
    expect(imageProblem(brandImages.favicon, { width: 64, height: 48 })).toBe('notSquare');
  });

  it('cannot judge a picture whose file has not been read', () => {
    expect(imageProblem(brandImages.animation_loader, { width: null, height: null })).toBe('unknownSize');
  });

  it('holds banners to the sizes they are shown at', () => {
    expect(imageProblem(informativeBannerImages.desktop, { width: 1320, height: 385 })).toBeNull();
    expect(imageProblem(informativeBannerImages.desktop, { width: 1320, height: 384 })).toBe('tooSmall');
    expect(imageProblem(informativeBannerImages.responsive, { width: 599, height: 400 })).toBe('tooSmall');
  });
});

describe('an exact size rule', () => {
  const banner = { minWidth: 1320, minHeight: 385, exact: true };
  it('takes only that size', () => {
    expect(imageProblem(banner, { width: 1320, height: 385 })).toBeNull();
    expect(imageProblem(banner, { width: 2640, height: 770 })).toBe('wrongSize');
    expect(imageProblem(banner, { width: 1319, height: 385 })).toBe('wrongSize');
    expect(imageProblem(banner, { width: null, height: null })).toBe('unknownSize');
  });
});
