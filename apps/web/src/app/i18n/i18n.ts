import { FALLBACK_LANGUAGE, LANGUAGES } from '@sym/contracts';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storedLanguageDetector } from './storedLanguageDetector';
// The English (fallback) strings of the first page (the shell, sign-in and the projects page) ship in the initial
// bundle: Vite's JSON named exports leave the other sections out. The rest of English loads after the first page
// (loadAllStrings); the other languages load on demand.
import {
  app,
  auth,
  errors,
  language,
  nav,
  notFound,
  notifications,
  pages,
  projects,
  serverMessages,
  shortcuts,
  teams,
  theme,
  ui,
  upgrade,
  whiteLabel,
} from '../../locales/en.json';

const FIRST_PAGE_ENGLISH = {
  app,
  auth,
  errors,
  language,
  nav,
  notFound,
  notifications,
  pages,
  projects,
  serverMessages,
  shortcuts,
  teams,
  theme,
  ui,
  upgrade,
  whiteLabel,
};

const localeLoaders = import.meta.glob<{ default: ResourceKey }>(['../../locales/*.json', '!../../locales/en.json']);

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = localeLoaders[`../../locales/${language}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
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
  .use(initReactI18next)
  .init({
    resources: { en: { translation: FIRST_PAGE_ENGLISH } },
    partialBundledLanguages: true,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    interpolation: { escapeValue: false },
    // A screen shown before the rest of English arrived shows it once it is added.
    react: { useSuspense: true, bindI18nStore: 'added' },
  });

let allEnglish: Promise<void> | undefined;

/**
 * Adds every English string (the whole file as text, its own chunk: the `?raw` import keeps it apart from the first
 * page's sections above). Lazy screens wait for it before they render; it is fetched once.
 */
export function loadAllStrings(): Promise<void> {
  allEnglish ??= import('../../locales/en.json?raw').then((module) => {
    i18n.addResourceBundle('en', 'translation', JSON.parse(module.default) as ResourceKey, true, false);
  });
  return allEnglish;
}

// Fetched once the first page has loaded, so it does not compete with that page's own code.
if (typeof window !== 'undefined') {
  if (document.readyState === 'complete') void loadAllStrings();
  else window.addEventListener('load', () => void loadAllStrings(), { once: true });
}

export { i18n };
