import type { Language, PASSWORD_CHECK_OPTIONS } from '@sym/contracts';
import type { TranslationKeys } from '@zxcvbn-ts/core';
import type { FeedbackTranslations, PasswordVerdict } from './passwordVerdict';

interface LanguagePack {
  dictionary: Record<string, string[]>;
  translations: TranslationKeys;
}

// Each loader is its own dynamic import, so the dictionaries (megabytes) leave the main bundle and only the
// language in use is fetched. zxcvbn-ts has no Spanish package but Spain's, which the interface's Spanish uses.
const LANGUAGE_PACKS: Record<Language, () => Promise<LanguagePack>> = {
  en: () => import('@zxcvbn-ts/language-en'),
  de: () => import('@zxcvbn-ts/language-de'),
  ja: () => import('@zxcvbn-ts/language-ja'),
  it: () => import('@zxcvbn-ts/language-it'),
  es: () => import('@zxcvbn-ts/language-es-es'),
  fr: () => import('@zxcvbn-ts/language-fr'),
};

/**
 * A language's word lists named by language. The 3.x packages (de, it, ja) name theirs without it
 * ('commonWords'), so English's and theirs would overwrite each other; zxcvbn words its feedback by what a
 * list's name contains, so the suffix changes nothing else (the server names them the same way).
 */
function dictionaryOf(language: string, lists: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(lists).map(([name, words]) => [name.endsWith(`-${language}`) ? name : `${name}-${language}`, words]),
  );
}

export interface ZxcvbnEngine {
  /** Scores a password with the account's own words as the first guesses; feedback in the engine's language. */
  check(password: string, userInputs: readonly string[]): PasswordVerdict;
  translations: FeedbackTranslations;
}

/** The server's zxcvbn options (PASSWORD_CHECK_OPTIONS), passed in: the worker imports no contracts (nor Zod). */
export type CheckOptions = typeof PASSWORD_CHECK_OPTIONS;

/**
 * zxcvbn with the breach corpus, the keyboard layouts and the words of English and of `language`, with the
 * server's options. English is there whatever the language, as on the server, so the meter and the server agree
 * about English words. Building it takes a second or more: it runs in a worker.
 */
export async function createZxcvbnEngine(language: Language, options: CheckOptions): Promise<ZxcvbnEngine> {
  const languages: Language[] = language === 'en' ? ['en'] : ['en', language];
  const [{ ZxcvbnFactory }, common, ...packs] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    ...languages.map((name) => LANGUAGE_PACKS[name]()),
  ]);
  const { translations } = packs[packs.length - 1] as LanguagePack;
  const zxcvbn = new ZxcvbnFactory({
    translations,
    graphs: common.adjacencyGraphs,
    dictionary: Object.assign(
      {},
      common.dictionary,
      ...packs.map((pack, index) => dictionaryOf(languages[index] ?? 'en', (pack as LanguagePack).dictionary)),
    ),
    ...options,
  });
  return {
    check(password, userInputs) {
      const { score, feedback } = zxcvbn.check(password, [...userInputs]);
      return { score, warning: feedback.warning || null, suggestions: feedback.suggestions };
    },
    translations: {
      warnings: { ...(translations.warnings as Record<string, string>) },
      suggestions: { ...(translations.suggestions as Record<string, string>) },
    },
  };
}
