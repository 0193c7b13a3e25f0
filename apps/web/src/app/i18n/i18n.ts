import { FALLBACK_LANGUAGE, LANGUAGES } from '@sym/contracts';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { storedLanguageDetector } from './storedLanguageDetector';

const localeLoaders = import.meta.glob<{ default: ResourceKey }>(['../../locales/*.json', '!../../locales/en.json']);

/**
 * English (the fallback) starts with the first page's sections: a chunk of their own, requested as the app starts
 * (i18next asks its backend a tick later) so it loads beside the first screen's code. Screens wait for it (Suspense),
 * so no key shows untranslated.
 */
const firstPageEnglish: Promise<ResourceKey> = import('./firstPageEnglish').then((sections) => ({ ...sections }));

/** The other languages load whole, when chosen. */
function loadLanguage(language: string): Promise<ResourceKey> | undefined {
  if (language === FALLBACK_LANGUAGE) return firstPageEnglish;
  return localeLoaders[`../../locales/${language}.json`]?.().then((module) => module.default);
}

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = loadLanguage(language);
    if (!load) {
      callback(null, {});
      return;
    }
    load.then(
      (strings) => callback(null, strings),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** Sets the document language for screen readers and hyphenation. */
function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

i18n.on('languageChanged', applyDocumentLanguage);

export const i18nReady = i18n
  .use(lazyLocales)
  .use(storedLanguageDetector)
  .init({
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  });

let allEnglish: Promise<void> | undefined;

/**
 * Adds every English string (the whole file as text, its own chunk: the `?raw` import keeps it apart from the first
 * page's sections). Lazy screens wait for it before they render; the app fetches it once its first screen is in
 * (bootstrap.tsx); it is fetched once.
 */
export function loadAllStrings(): Promise<void> {
  allEnglish ??= import('../../locales/en.json?raw').then((module) => {
    i18n.addResourceBundle('en', 'translation', JSON.parse(module.default) as ResourceKey, true, false);
  });
  return allEnglish;
}

export { i18n };
