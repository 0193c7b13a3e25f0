import { PLACES } from '../vocabulary/places.ts';
import { PROPS } from '../vocabulary/props.ts';

/**
 * Character names in shot text, for the script: a screenplay puts a character's name above their lines (and one
 * written by hand may set it in capitals where they first appear). A name is a capitalised word (or run of them)
 * that is not a sentence's ordinary first word, a place or a prop; at a sentence start it counts when the text also
 * names it elsewhere or a verb follows ("Pip barks").
 */

// Capitalised words that begin sentences or label things without being anyone's name.
const NOT_NAMES = new Set(
  [
    'a an the this that these those there here then now when while as at in on of with without through from to into',
    'onto over under after before during inside outside meanwhile suddenly later soon finally still again once',
    'he she it they we you his her hers its their theirs our my your me him them us who what where why how',
    'but and or so yet if because though although not no yes all every each some any one two three',
    'establishing view close wide medium shot cut fade int ext note total scene interior exterior day night',
    'morning evening dawn dusk noon midnight rain snow wind storm thunder lightning fog mist smoke fire light',
    'darkness silence sunlight moonlight waves water sky sun moon stars god lord sir madam mister miss',
    'voice everyone someone nobody somebody everything nothing something',
  ]
    .join(' ')
    .split(' '),
);

const VOCABULARY = new Set([...PLACES, ...PROPS].flatMap((definition) => definition.words));

const WORD = /[A-Z][\p{L}'’-]*[\p{L}]|[A-Z]/u;
const CAPITALISED_RUN = new RegExp(`(?:${WORD.source})(?:\\s+(?:${WORD.source}))*`, 'gu');

const bare = (word: string): string => word.replace(/['’]s$/u, '');
const isNameWord = (word: string): boolean => {
  const lower = bare(word).toLowerCase();
  return lower.length >= 2 && !NOT_NAMES.has(lower) && !VOCABULARY.has(lower);
};

interface Candidate {
  name: string;
  atStart: boolean;
  next: string;
}

function candidates(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(CAPITALISED_RUN)) {
    const start = match.index;
    const before = text.slice(0, start).trimEnd();
    const atStart = before === '' || /[.!?…:;"“(—–-]$/u.test(before);
    let words = match[0].split(/\s+/);
    // "The Old Man": the article is the sentence's, the rest may be a name.
    while (words.length > 0 && !isNameWord(words[0]!)) words = words.slice(1);
    while (words.length > 0 && !isNameWord(words[words.length - 1]!)) words = words.slice(0, -1);
    if (words.length === 0) continue;
    const name = words.map(bare).join(' ');
    const after = text.slice(start + match[0].length);
    const next = /^\s+([a-z]+)/.exec(after)?.[1] ?? '';
    found.push({ name, atStart: atStart && words.length === match[0].split(/\s+/).length, next });
  }
  return found;
}

/** Names of the characters the text names, first mention first ("Mara", "Old Tobias"). */
export function namesIn(text: string): string[] {
  const all = candidates(text);
  const midSentence = new Set(all.filter((candidate) => !candidate.atStart).map((candidate) => candidate.name));
  const names: string[] = [];
  for (const candidate of all) {
    const isName = !candidate.atStart || midSentence.has(candidate.name) || /^[a-z]+(?:s|ed)$/.test(candidate.next);
    if (isName && !names.includes(candidate.name)) names.push(candidate.name);
  }
  return names;
}

/** The text as a literal inside a regular expression. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Capitals that are not shouted names: the parser leaves them as written.
const ACRONYMS = new Set(['OK', 'TV', 'DNA', 'UFO', 'FBI', 'CIA', 'NASA', 'USA', 'UK', 'US', 'EU', 'UN', 'AI', 'SOS']);

/** A name in capitals as a name ("OLD TOBIAS" → "Old Tobias"). */
export function titleCase(name: string): string {
  return name
    .toLowerCase()
    .replace(/(^|[\s'’-])(\p{L})/gu, (_, lead: string, letter: string) => lead + letter.toUpperCase());
}

/**
 * Action text with the capitals of a screenplay undone: names as names ("MARA climbs" → "Mara climbs"), props and
 * places it stresses in lower case ("a rusty KEY" → "a rusty key"); acronyms stay.
 */
export function uncapitalise(text: string): string {
  return text.replace(/(?<![\p{L}])[A-Z][A-Z'’-]*[A-Z](?![\p{L}])/gu, (word) => {
    if (ACRONYMS.has(word)) return word;
    return VOCABULARY.has(word.toLowerCase()) ? word.toLowerCase() : titleCase(word);
  });
}
