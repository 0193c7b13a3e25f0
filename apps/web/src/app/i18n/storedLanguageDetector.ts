import { STORAGE_KEYS } from '@sym/contracts';
import type { LanguageDetectorModule } from 'i18next';

/** Local storage may refuse access (a private window, a blocked site); the language is then not kept. */
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The user's language: the one chosen before (kept in local storage), else the browser's preferred ones in order;
 * i18next picks the first it supports. The chosen one is kept for the next visit.
 */
export const storedLanguageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const stored = storage()?.getItem(STORAGE_KEYS.language);
    const preferred = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
    return stored ? [stored, ...preferred] : [...preferred];
  },
  cacheUserLanguage(language) {
    if (language === 'cimode') return;
    try {
      storage()?.setItem(STORAGE_KEYS.language, language);
    } catch {
      // A full or refused storage: the language is detected again next time.
    }
  },
};
