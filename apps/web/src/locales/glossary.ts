import glossaryFile from './glossary.json';

/** A translated language of the glossary (English is the source). */
export type GlossaryLanguage = 'de' | 'ja' | 'es' | 'fr' | 'it';

export interface GlossaryTranslation {
  /** Case-insensitive stems; a string about the term contains one of them. The first is the word itself. */
  use: string[];
  /** Other words for the term that must not appear (whole words; a trailing * allows any ending). */
  avoid: string[];
}

export type GlossaryTerm = {
  term: string;
  /** Case-insensitive pattern of the term in English (word boundaries, plurals). */
  en: string;
  /** Case-sensitive pattern of English uses that are not the product term (removed before matching). */
  ignoreEn?: string;
  /** The term this one is another name for (scenario: called episode in the interface, spec §1). */
  sameAs?: string;
} & Record<GlossaryLanguage, GlossaryTranslation>;

export const GLOSSARY: readonly GlossaryTerm[] = glossaryFile.terms;

export interface GlossaryViolation {
  key: string;
  term: string;
  problem: string;
}

type Resources = { [key: string]: string | Resources };

function flatten(resources: Resources, prefix = ''): [string, string][] {
  return Object.entries(resources).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : flatten(value, path);
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Plural endings of a ruled-out word ('toma' finds 'tomas' but not the verb 'toman'). */
const PLURAL_ENDINGS: Record<Exclude<GlossaryLanguage, 'ja'>, string> = {
  de: '(?:e|n|en|s|es)?',
  es: '(?:s|es)?',
  fr: '(?:s|x)?',
  it: '',
};

/**
 * How a ruled-out word is found: Japanese anywhere (no spaces between words); elsewhere as a whole word with its
 * plural endings ('toma' and 'tomas', not 'toman'), or with any ending when it ends in * ('Einstellung*').
 */
function avoidPattern(word: string, language: GlossaryLanguage): RegExp {
  const isPrefix = word.endsWith('*');
  const stem = escapeRegExp(word.replace(/\*$/, '').toLowerCase());
  if (language === 'ja') return new RegExp(stem);
  const ending = isPrefix ? '\\p{L}*' : PLURAL_ENDINGS[language];
  return new RegExp(`(?<!\\p{L})${stem}${ending}(?!\\p{L})`, 'u');
}

/** The glossary terms an English text speaks of (placeholders such as {{balance}} are not words). */
export function termsOf(english: string, glossary: readonly GlossaryTerm[] = GLOSSARY): GlossaryTerm[] {
  const words = english.replace(/{{\w+}}/g, '');
  return glossary.filter((term) => {
    const text = term.ignoreEn ? words.replace(new RegExp(term.ignoreEn, 'g'), '') : words;
    return new RegExp(term.en, 'i').test(text);
  });
}

/**
 * Every string of `translated` whose English source names a glossary term but does not use the term's one
 * translation, or uses a word the glossary rules out for it (after removing the translations of the other terms
 * the English names, so 'Shot settings' may say 'Einstellungen').
 */
export function glossaryViolations(
  english: Resources,
  translated: Resources,
  language: GlossaryLanguage,
  glossary: readonly GlossaryTerm[] = GLOSSARY,
): GlossaryViolation[] {
  const strings = new Map(flatten(translated));
  const violations: GlossaryViolation[] = [];
  for (const [key, source] of flatten(english)) {
    const text = strings.get(key);
    if (text === undefined) continue;
    const terms = termsOf(source, glossary);
    const lower = text.toLowerCase();
    let rest = lower;
    const allowed = terms.flatMap((term) => term[language].use.map((word) => word.toLowerCase()));
    for (const word of allowed.sort((a, b) => b.length - a.length)) rest = rest.split(word).join(' ');
    for (const term of terms) {
      const { use, avoid } = term[language];
      if (!use.some((word) => lower.includes(word.toLowerCase()))) {
        violations.push({ key, term: term.term, problem: `needs “${use[0]}”: “${source}” → “${text}”` });
      }
      for (const word of avoid) {
        if (avoidPattern(word, language).test(rest)) {
          violations.push({ key, term: term.term, problem: `uses “${word}”: “${source}” → “${text}”` });
        }
      }
    }
  }
  return violations;
}

/** Pairs of different terms given the same word in one language (aliases name each other in `sameAs`). */
export function glossaryCollisions(language: GlossaryLanguage, glossary: readonly GlossaryTerm[] = GLOSSARY) {
  const owners = new Map<string, string[]>();
  for (const term of glossary) {
    const word = term[language].use[0]!.toLowerCase();
    owners.set(word, [...(owners.get(word) ?? []), term.sameAs ?? term.term]);
  }
  return [...owners.entries()]
    .map(([word, terms]) => ({ word, terms: [...new Set(terms)] }))
    .filter((entry) => entry.terms.length > 1);
}
