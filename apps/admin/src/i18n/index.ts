import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { esCL, esCLFeatures } from './es-CL/index.js';
import { coreNamespaces, type FeatureNamespace, type NamespaceLoader } from './namespaces.js';

export const DEFAULT_LANGUAGE = 'es-CL';

/** The tenant's `es_CL` as a BCP 47 tag; anything we do not translate falls back to es-CL. */
export function languageTag(tenantLanguage: string | undefined): string {
  const tag = (tenantLanguage ?? DEFAULT_LANGUAGE).replace('_', '-');
  return tag.toLowerCase().startsWith('en') ? 'en' : DEFAULT_LANGUAGE;
}

const featureLoaders: Record<string, Record<FeatureNamespace, NamespaceLoader>> = {
  [DEFAULT_LANGUAGE]: esCLFeatures,
};
/** Feature namespaces some page has asked for: a language switch fetches them in the new language. */
const wanted = new Set<FeatureNamespace>();

export async function initI18n(language: string): Promise<void> {
  await i18next.use(initReactI18next).init({
    resources: { [DEFAULT_LANGUAGE]: esCL },
    partialBundledLanguages: true,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: 'common',
    ns: [...coreNamespaces],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await switchLanguage(language);
}

/** A page's feature namespaces in the current language and in Spanish, its fallback. */
export async function loadNamespaces(namespaces: readonly FeatureNamespace[]): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  const languages = [...new Set([i18next.language, DEFAULT_LANGUAGE])];
  const missing = languages.flatMap((language) =>
    namespaces.filter((ns) => !i18next.hasResourceBundle(language, ns)).map((ns) => ({ language, ns })),
  );
  await Promise.all(
    missing.map(async ({ language, ns }) => {
      const loader = featureLoaders[language]?.[ns];
      if (!loader) return;
      const { default: resources } = await loader();
      i18next.addResourceBundle(language, ns, resources);
    }),
  );
}

/**
 * Switches to a tenant's language. Spanish ships with the console; English is fetched the first
 * time a tenant needs it, so that Chilean merchants (nearly all of them) do not download it.
 */
export async function switchLanguage(language: string): Promise<void> {
  if (language === 'en' && !featureLoaders.en) {
    const { en, enFeatures } = await import('./en/index.js');
    for (const [ns, resources] of Object.entries(en)) i18next.addResourceBundle('en', ns, resources);
    featureLoaders.en = enFeatures;
  }
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  await loadNamespaces([...wanted]);
}
