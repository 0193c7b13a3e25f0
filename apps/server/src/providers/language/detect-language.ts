import { LANGUAGES, type Language } from '@sym/contracts';

/**
 * Which of the product's languages a text is written in, from its script and its most common small words (no
 * model, no dictionary: a story or a shot line has enough articles and pronouns to tell). Japanese is told by its
 * kana. Short or mixed text with no clear winner answers the hint, else English.
 */

const COMMON_WORDS: Record<Exclude<Language, 'ja'>, readonly string[]> = {
  en: ['the', 'a', 'and', 'of', 'to', 'in', 'is', 'her', 'his', 'she', 'he', 'with', 'on', 'at', 'it', 'was', 'by'],
  de: [
    'der',
    'die',
    'das',
    'und',
    'ein',
    'eine',
    'ist',
    'mit',
    'sie',
    'er',
    'den',
    'dem',
    'nicht',
    'auf',
    'im',
    'zu',
    'sich',
    'ihr',
    'sein',
    'des',
    'vor',
  ],
  fr: [
    'le',
    'la',
    'les',
    'et',
    'un',
    'une',
    'des',
    'est',
    'dans',
    'il',
    'elle',
    'du',
    'au',
    'avec',
    'sur',
    'pas',
    'sa',
    'son',
    'se',
    'ses',
    'qui',
  ],
  es: [
    'el',
    'la',
    'los',
    'las',
    'y',
    'un',
    'una',
    'es',
    'en',
    'del',
    'con',
    'por',
    'su',
    'se',
    'que',
    'al',
    'sus',
    'pero',
    'lo',
  ],
  it: [
    'il',
    'lo',
    'la',
    'gli',
    'le',
    'e',
    'un',
    'una',
    'è',
    'di',
    'del',
    'della',
    'con',
    'nel',
    'nella',
    'suo',
    'sua',
    'si',
    'che',
    'per',
    'non',
  ],
};
const WORD = /\p{L}+/gu;
const KANA = /[\u3040-\u30ff]/u;

export function detectLanguage(text: string, hint?: Language | null): Language {
  if (KANA.test(text)) return 'ja';
  const counts = new Map<Language, number>();
  for (const [word] of text.toLowerCase().matchAll(WORD)) {
    for (const language of LANGUAGES) {
      if (language !== 'ja' && COMMON_WORDS[language].includes(word)) {
        counts.set(language, (counts.get(language) ?? 0) + 1);
      }
    }
  }
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (best && best[1] >= 2 && (!second || best[1] > second[1])) return best[0];
  return hint ?? 'en';
}
