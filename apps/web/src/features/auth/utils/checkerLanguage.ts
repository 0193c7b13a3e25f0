import { LANGUAGES, type Language } from '@sym/contracts';

/** The interface language a password checker is built for: the UI language when it is one of ours, else English. */
export function checkerLanguage(language: string | undefined): Language {
  const base = (language ?? '').split('-')[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : 'en';
}
