import { describe, expect, it } from 'vitest';
import type { DesignValues } from './design-fields.js';
import { previewLook } from './preview-look.js';

const saved = {
  'design.commerceName': 'Burger Demo',
  'design.colors.primary': '#E4002B',
  'design.colors.secondary': '#1F2937',
  'design.colors.background': '#FFFFFF',
  'design.colors.text': '#111827',
  'design.fonts.heading': 'Montserrat',
  'design.fonts.body': 'Inter',
  'design.primaryLogoId': null,
} as unknown as DesignValues;

describe('the storefront preview', () => {
  it('draws what is typed, before it is saved', () => {
    const look = previewLook(
      {
        ...saved,
        'design.colors.primary': '#0A7C3E',
        'design.commerceName': 'Otra',
        'design.primaryLogoId': { id: 3, url: '/logo.png', width: 400, height: 120 },
      },
      saved,
    );
    expect(look).toMatchObject({ primary: '#0A7C3E', name: 'Otra', logoUrl: '/logo.png' });
  });

  it('keeps the saved colour while one is half typed, and the saved name while the name is blank', () => {
    const look = previewLook(
      { ...saved, 'design.colors.primary': '#0A7', 'design.commerceName': ' ' },
      saved,
    );
    expect(look).toMatchObject({ primary: '#E4002B', name: 'Burger Demo' });
  });
});
