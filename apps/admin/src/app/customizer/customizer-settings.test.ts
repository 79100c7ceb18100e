import { describe, expect, it } from 'vitest';
import { customizerEntry, defaultCustomizerSettings, settingsOfServer } from './customizer-settings.js';

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
    ['a language the console does not speak', { ...defaultCustomizerSettings, language: 'fr' }],
  ])('refuses %s, so the defaults apply', (_case, value) => {
    expect(read(value).success).toBe(false);
  });
});

describe('settings kept on the server for the user', () => {
  it('reads a shape stored before languages as following the tenant', () => {
    const { language: _none, ...older } = defaultCustomizerSettings;
    expect(read(older)).toEqual({ success: true, data: defaultCustomizerSettings });
  });

  it('takes the choices the user made, and only those', () => {
    expect(settingsOfServer({ layout: 'horizontal', language: 'en' })).toEqual({
      layout: 'horizontal',
      language: 'en',
    });
    expect(settingsOfServer({})).toEqual({});
  });

  it('takes nothing from a document with a choice the console no longer offers', () => {
    expect(settingsOfServer({ layout: 'horizontal', primaryColor: 'teal' })).toEqual({});
  });
});
