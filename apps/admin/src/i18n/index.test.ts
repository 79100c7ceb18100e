import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces, switchLanguage } from './index.js';

beforeAll(async () => {
  // The console sets <html lang>; this project's unit tests run without a DOM.
  Object.assign(globalThis, { document: { documentElement: {} } });
  await initI18n('es-CL');
});

describe('translations load with the areas that use them', () => {
  it('ships the shell in Spanish and fetches an area’s namespace when its page asks', async () => {
    expect(i18next.t('common:save')).toBe('Guardar');
    expect(i18next.hasResourceBundle('es-CL', 'storeForm')).toBe(false);
    await loadNamespaces(['storeForm']);
    expect(i18next.t('storeForm:created')).toBe('Tienda creada.');
  });

  it('switching to English fetches English for the shell and for the areas already open', async () => {
    await switchLanguage('en');
    expect(i18next.t('common:save')).toBe('Save');
    expect(i18next.t('storeForm:created')).toBe('Store created.');
    expect(
      (globalThis as unknown as { document: { documentElement: { lang: string } } }).document.documentElement
        .lang,
    ).toBe('en');
    await loadNamespaces(['integrations']);
    expect(i18next.t('integrations:new')).toBe('New configuration');
  });
});
