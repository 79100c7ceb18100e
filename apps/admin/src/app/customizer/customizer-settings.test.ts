import { describe, expect, it } from 'vitest';
import { customizerEntry, defaultCustomizerSettings } from './customizer-settings.js';

const read = (value: unknown) => customizerEntry.schema.safeParse(value);

describe('stored customizer settings', () => {
  it('reads settings of the current shape, and only their known fields', () => {
    const stored = { ...defaultCustomizerSettings, primaryColor: 'grape', layout: 'horizontal', extra: 1 };
    expect(read(stored)).toEqual({
      success: true,
      data: { ...defaultCustomizerSettings, primaryColor: 'grape', layout: 'horizontal' },
    });
  });

  it.each([
    ['nothing stored', undefined],
    ['not an object', 'dark'],
    ['a colour we dropped', { ...defaultCustomizerSettings, primaryColor: 'teal' }],
    ['an unknown layout', { ...defaultCustomizerSettings, layout: 'diagonal' }],
    ['an unknown direction', { ...defaultCustomizerSettings, direction: 'ttb' }],
    ['an unknown colour scheme', { ...defaultCustomizerSettings, colorScheme: 'sepia' }],
    ['a collapsed flag that is not a boolean', { ...defaultCustomizerSettings, sidebarCollapsed: 'yes' }],
  ])('refuses %s, so the defaults apply', (_case, value) => {
    expect(read(value).success).toBe(false);
  });
});
