import nlp from 'compromise';

/**
 * The wording of a screenplay's action lines: present tense, whole sentences. Shot texts come from stories told in
 * the past ("She climbed the stairs") and actions are verb lists ("Frowns, pulls, points"); a script reads "She
 * climbs the stairs." and "MARA frowns, pulls and points.". Only verbs change: nouns, names and punctuation stay
 * as written, so the words a user recognises (and the apply step compares) are still there.
 */

interface Term {
  text: string;
  pre: string;
  post: string;
  tags: string[];
}

const has = (term: Term | undefined, tag: string): boolean => Boolean(term?.tags.includes(tag));

const PLURAL_PRONOUNS = new Set(['they', 'we', 'you', 'i']);
const SINGULAR_PRONOUNS = new Set(['he', 'she', 'it', 'this', 'that', 'someone', 'nobody', 'everyone']);
// After these a past form is a participle ("has marked", "was taken"): only the auxiliary changes.
const AUXILIARIES = new Set(['has', 'have', 'had', 'is', 'are', 'was', 'were', 'be', 'been', 'being', 'am']);

// Past forms the tagger may file as auxiliaries ("was mending"): always changed, by the subject's number.
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

const keepCase = (original: string, replacement: string): string =>
  /^[A-Z]/.test(original) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;

/** Whether the subject nearest before terms[index] is plural (pronouns and plain nouns; singular when unsure). */
function subjectIsPlural(terms: readonly Term[], index: number, fallback: boolean): boolean {
  for (let at = index - 1; at >= 0; at--) {
    const term = terms[at]!;
    if (has(term, 'Adverb') || has(term, 'Negative')) continue;
    const word = term.text.toLowerCase();
    if (PLURAL_PRONOUNS.has(word)) return true;
    if (SINGULAR_PRONOUNS.has(word)) return false;
    if (has(term, 'Noun') && !has(term, 'Possessive')) return has(term, 'Plural');
    return fallback;
  }
  return fallback;
}

/**
 * The text with its past-tense verbs in the present ("She climbed … and looked" → "She climbs … and looks"),
 * everything else as written. Text already in the present comes back unchanged.
 */
export function toPresentTense(text: string): string {
  if (!/\p{L}/u.test(text)) return text;
  const sentences = nlp(text).json() as { terms: Term[] }[];
  const terms = sentences.flatMap((sentence) => sentence.terms);
  // The parts the tagger saw must be the text itself, or rewriting them could lose characters.
  if (terms.map((term) => term.pre + term.text + term.post).join('') !== text) return text;
  let plural = false;
  // Sentences already changed: a verb joined to a changed one shares its subject ("lifted her head, opened …").
  const changed = new Set<number>();
  const sentenceOf = sentences.flatMap((sentence, number) => sentence.terms.map(() => number));
  const words = terms.map((term, index) => {
    const word = term.text.toLowerCase();
    const isPast = IRREGULAR[word] !== undefined || (has(term, 'Verb') && has(term, 'PastTense'));
    if (!isPast || !/^[A-Za-z]+$/.test(term.text)) return term.text;
    let before = index - 1;
    while (before >= 0 && has(terms[before], 'Adverb')) before--;
    const previous = terms[before];
    // Only a verb with its subject right before it ("she lifted", "Pip barked"), or joined to one: a fragment
    // ("One, edited") or a participle ("has marked", "was taken") stays as written.
    const hasSubject = (has(previous, 'Noun') || has(previous, 'Pronoun')) && !/[,.;:!?]/.test(previous?.post ?? '');
    if (!hasSubject && !changed.has(sentenceOf[index]!)) return term.text;
    if (!IRREGULAR[word]) {
      if (AUXILIARIES.has(previous?.text.toLowerCase() ?? '')) return term.text;
      // "a tin box tied with string", "a hut covered by snow": a description, not something happening.
      const next = terms[index + 1]?.text.toLowerCase();
      if (hasSubject && !has(previous, 'Pronoun') && (next === 'with' || next === 'by')) return term.text;
    }
    plural = subjectIsPlural(terms, index, plural);
    const present = presentForm(term.text, plural);
    if (!present) return term.text;
    changed.add(sentenceOf[index]!);
    return keepCase(term.text, present);
  });
  return terms.map((term, index) => term.pre + words[index] + term.post).join('');
}

/** The text as sentences: a capital first letter and a full stop when it ends without punctuation. */
export function asSentences(text: string): string {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (!trimmed) return '';
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?…:;"”')]$/.test(capital) ? capital : `${capital}.`;
}

// What the breakdown writes for a shot with no movement of its own, and ways of speaking, which the dialogue
// block under the action already shows.
const STILL_VERBS = new Set(['hold']);
const SPEECH_VERBS = new Set([
  'speak',
  'say',
  'talk',
  'ask',
  'reply',
  'answer',
  'call',
  'cry',
  'shout',
  'whisper',
  'tell',
  'exclaim',
  'mutter',
  'murmur',
  'yell',
  'add',
  'continue',
]);

/** The verbs of an action written as a list ("Frowns, pulls, points, picked up"), or undefined for prose. */
export function verbList(action: string): string[] | undefined {
  const items = action
    .replace(/[.]$/, '')
    .split(/\s*,\s*|\s+and\s+/)
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  if (items.length === 0) return undefined;
  // A verb and maybe its particle ("picked up", "looking into"); three words are a sentence ("waves roll in").
  const isVerb = (item: string) => /^[a-z]+(?: [a-z]+)?$/.test(item);
  return items.every(isVerb) ? items : undefined;
}

/** "A, B and C". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Who or what an action sentence is about. */
export interface Subject {
  text: string;
  plural: boolean;
}

const SUBJECT_PRONOUNS: Record<string, boolean> = { he: false, she: false, it: false, they: true, we: true };

/** The subject the description opens with ("She …", "The old fisherman …"), for an action with no named character. */
export function leadingSubject(description: string): Subject | undefined {
  const first = /^\s*([A-Za-z]+)\b/.exec(description)?.[1] ?? '';
  const pronoun = SUBJECT_PRONOUNS[first.toLowerCase()];
  if (pronoun !== undefined)
    return { text: first.charAt(0).toUpperCase() + first.slice(1).toLowerCase(), plural: pronoun };
  const phrase = nlp(description).match('^#Determiner #Adjective? #Adjective? #Noun+').first();
  if (!phrase.found) return undefined;
  const text = phrase
    .text()
    .replace(/[^\p{L}\s'’-]+$/u, '')
    .trim();
  if (!description.trimStart().startsWith(text)) return undefined;
  return text ? { text, plural: phrase.has('#Plural') } : undefined;
}

/**
 * The action as a sentence for the script, or '' when it adds nothing to the description above it: a verb list
 * gets its subject and the present tense ("Frowns, pulls, marked" + MARA → "MARA frowns, pulls and marks."), verbs
 * the description already shows are left out, and ways of speaking when the dialogue below shows them; prose is
 * put in the present.
 */
export function actionSentence(
  action: string,
  subject: Subject | undefined,
  description: string,
  hasDialogue = false,
): string {
  const text = action.replace(/\s+/g, ' ').trim();
  if (!text) return '';
  const verbs = verbList(text);
  if (!verbs) return asSentences(toPresentTense(text));
  const shown = new Set(description.toLowerCase().match(/[a-z]+/g) ?? []);
  const plural = subject?.plural ?? false;
  const fresh = verbs.filter((verb) => {
    const [first = ''] = verb.split(' ');
    const plain = infinitiveOf(first);
    if (STILL_VERBS.has(plain) || (hasDialogue && SPEECH_VERBS.has(plain))) return false;
    // Shown in any form: "climbed" in the action, "climbs" in the description.
    const known = formsOf(first);
    const forms = [first, known?.Infinitive, known?.PresentTense, known?.PastTense, known?.Gerund, known?.Participle];
    return !forms.some((form) => form && shown.has(form.split(' ')[0]!));
  });
  if (fresh.length === 0) return '';
  const present = fresh.map((verb) => {
    const [first = '', ...rest] = verb.split(' ');
    return [presentForm(first, plural) ?? first, ...rest].join(' ');
  });
  const sentence = joinList(present);
  return subject ? `${subject.text} ${sentence}.` : asSentences(sentence);
}
