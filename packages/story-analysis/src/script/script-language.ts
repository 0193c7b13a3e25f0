import nlp from 'compromise';

/**
 * Verb forms for the shot breakdown (shot-action.ts): a verb's present form for its subject, and its plain form to
 * compare actions. A script never changes the user's verbs (script-writer.ts keeps shot text word for word).
 */

// Past forms the tagger may file as auxiliaries ("was mending"), by the subject's number.
const IRREGULAR: Readonly<Record<string, readonly [string, string]>> = {
  was: ['is', 'are'],
  were: ['is', 'are'],
  had: ['has', 'have'],
  did: ['does', 'do'],
};

type VerbForms =
  Partial<Record<'Infinitive' | 'PresentTense' | 'PastTense' | 'Gerund' | 'Participle', string>> | undefined;
// Conjugating is the slow part of a script (a tagger run per verb); a story repeats its verbs.
const FORMS_CACHE = new Map<string, VerbForms>();
const FORMS_CACHE_SIZE = 5000;

/** The forms of a verb, whatever form it is given in ("spotted", "frowns", "picked"). */
function formsOf(verb: string): VerbForms {
  if (FORMS_CACHE.has(verb)) return FORMS_CACHE.get(verb);
  const doc = nlp(verb);
  if (!doc.has('#Verb')) doc.tag('Verb');
  const forms = doc.verbs().conjugate()[0] as VerbForms;
  if (FORMS_CACHE.size >= FORMS_CACHE_SIZE) FORMS_CACHE.clear();
  FORMS_CACHE.set(verb, forms);
  return forms;
}

/** The verb's present form for a singular or plural subject ("sat" → "sits" / "sit"), or undefined. */
export function presentForm(verb: string, plural: boolean): string | undefined {
  const word = verb.toLowerCase();
  const known = IRREGULAR[word];
  if (known) return plural ? known[1] : known[0];
  const forms = formsOf(word);
  const form = plural ? forms?.Infinitive : forms?.PresentTense;
  return form && /^[a-z]+$/.test(form) ? form : undefined;
}

/** The verb's plain form ("spotted" → "spot"), to tell whether two texts show the same action. */
export function infinitiveOf(verb: string): string {
  const word = verb.toLowerCase();
  return formsOf(word)?.Infinitive ?? word;
}
