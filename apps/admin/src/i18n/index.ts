import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en/index.js';
import { esCL } from './es-CL/index.js';

export const DEFAULT_LANGUAGE = 'es-CL';

/** The tenant's `es_CL` as a BCP 47 tag; anything we do not translate falls back to es-CL. */
export function languageTag(tenantLanguage: string | undefined): string {
  const tag = (tenantLanguage ?? DEFAULT_LANGUAGE).replace('_', '-');
  return tag.toLowerCase().startsWith('en') ? 'en' : DEFAULT_LANGUAGE;
}

export async function initI18n(language: string): Promise<void> {
  await i18next.use(initReactI18next).init({
    resources: { 'es-CL': esCL, en },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: 'common',
    ns: Object.keys(esCL),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = language;
}
