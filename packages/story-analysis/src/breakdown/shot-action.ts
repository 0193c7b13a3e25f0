import nlp from 'compromise';
import { infinitiveOf, presentForm } from '../script/script-language.ts';
import { endsClause, has, namedAt, word } from './shot-cast.ts';
import type { CastMember, Subject, Term } from './shot-cast.ts';

/**
 * A shot's Action field: what its characters do, as a short present-tense phrase taken from the clauses whose
 * subject is a character ("Every night Mara climbed the spiral stairs of the old lighthouse to light the great
 * lamp" → "Mara climbs the spiral stairs to light the great lamp"). "She", "he" and "they" stand for the
 * characters last named; a clause describing someone ("She is twelve") or something ("where fishermen shout", "a
 * scarf her mother knitted") is no action. With no character acting, a clause led by a thing ("The rusty key
 * turns in an old iron door") is used, else nothing.
 */

/** Who "she", "he" and "they" can mean: the characters named so far, the latest last. Shots hand it on. */
export interface ActionMemory {
  named: string[];
  /** Who the clauses so far were about, the latest last. */
  subjects: string[];
  /** How the text last wrote each character ("Sam" for Samuel Reid), for the pronouns that stand for them. */
  labels: Map<string, string>;
  sexes: Map<string, 'female' | 'male'>;
}

const MAX_CLAUSES = 2;
const RECENT_SUBJECTS = 3;
const MAX_WORDS = 16;
const SHORT_CLAUSE = 10;
const CLAUSE_WORDS = new Set([
  'where',
  'who',
  'whom',
  'whose',
  'which',
  'while',
  'because',
  'when',
  'until',
  'though',
  'although',
  'if',
  'as',
  'so',
  'but',
  'then',
]);
// Ways of speaking: the dialogue shows them.
const SPEECH = new Set(['say', 'ask', 'reply', 'answer', 'whisper', 'shout', 'call', 'cry', 'tell', 'mutter', 'yell']);
const RELATIVES = new Set(['where', 'who', 'whom', 'which', 'that', 'whose', 'when']);
const SUBORDINATORS = new Set(['before', 'after', 'until', 'since', 'because', 'if', 'though', 'although', 'unless']);
const PRONOUNS: Readonly<Record<string, 'female' | 'male' | 'plural'>> = { she: 'female', he: 'male', they: 'plural' };

export const emptyMemory = (): ActionMemory => ({ named: [], subjects: [], labels: new Map(), sexes: new Map() });

/** Who does something and what they do ("Mara", "climbs the spiral stairs…"). */
interface Clause {
  subject: string;
  words: string[];
}

/** How a pronoun's character is written next: the name as last written ("Sam"), not a role ("the Titan"). */
function remember(memory: ActionMemory, name: string, written: string): void {
  const words = written.toLowerCase().split(' ');
  const nameWords = name.toLowerCase().split(' ');
  if (words.some((part) => nameWords.some((own) => own === part || (part.length >= 3 && own.startsWith(part)))))
    memory.labels.set(name, written);
}

/**
 * Who a pronoun stands for: the latest named of that sex, else the latest person (an animal only when its sex is
 * known, a group never for "she" or "he").
 */
function resolve(pronoun: 'female' | 'male' | 'plural', cast: readonly CastMember[], memory: ActionMemory): string[] {
  // The latest subjects first ("She finds Old Tobias": "she" next is still Mara), then anyone named.
  const recent = [...new Set([...memory.subjects.slice(-RECENT_SUBJECTS).reverse(), ...[...memory.named].reverse()])];
  const member = (name: string) => cast.find((candidate) => candidate.name === name);
  if (pronoun === 'plural') {
    // "Three hunters went… At dusk they lost the trail": a group just named is who "they" are.
    const [latest] = recent;
    if (latest && member(latest)?.plural) return [latest];
    const two = [...new Set(recent)].filter((name) => !member(name)?.animal).slice(0, 2);
    // In the story's order of importance: "Tobias and Mara".
    return two.length === 2 ? cast.map((entry) => entry.name).filter((name) => two.includes(name)) : [];
  }
  const sexOfName = (name: string) => memory.sexes.get(name) ?? member(name)?.sex;
  const known = recent.find((name) => sexOfName(name) === pronoun && !member(name)?.plural);
  // "she" is a person with a name before a group or an animal ("the crowd", "Pip").
  const fits = (name: string) => !sexOfName(name) && !member(name)?.plural;
  const named = recent.find((name) => fits(name) && !member(name)?.animal && member(name)?.label === name);
  const found = known ?? named ?? recent.find((name) => fits(name) && !member(name)?.animal);
  if (found && !sexOfName(found)) memory.sexes.set(found, pronoun);
  return found ? [found] : [];
}

/** Whether the word at `index` can open a clause: not inside "where fishermen shout" or "a scarf her mother knitted". */
function opensClause(terms: readonly Term[], index: number): boolean {
  const previous = terms[index - 1];
  if (!previous || endsClause(previous)) return true;
  // "where fishermen shout", "before he could stop himself": not what the shot shows happening.
  if (RELATIVES.has(word(previous)) || SUBORDINATORS.has(word(previous))) return false;
  // An object ("finds Old Tobias") or a noun it describes ("the scarf Mara knitted") comes before no subject.
  return !(has(previous, 'Verb') || has(previous, 'Preposition') || has(previous, 'Determiner'));
}

/** Whether a new clause with its own subject starts at `index` ("and the lines meet"). */
function newSubjectAt(terms: readonly Term[], index: number): boolean {
  for (let cursor = index; cursor < Math.min(terms.length, index + 5); cursor++) {
    const term = terms[cursor]!;
    if (has(term, 'Verb') && !has(term, 'Gerund') && cursor > index) return true;
    if (endsClause(term)) return false;
  }
  return false;
}

const IRREGULAR_PRESENT: Readonly<Record<string, readonly [string, string]>> = {
  left: ['leaves', 'leave'],
  lay: ['lies', 'lie'],
  felt: ['feels', 'feel'],
};
// "could", "would": no present of their own to give.
const MODALS = new Set(['could', 'would', 'should', 'might', 'must', 'can', 'will', 'shall', 'may']);

/** The verb in the present for the subject, as written when it has none ("could"). */
const present = (verb: string, plural: boolean): string => {
  const lower = verb.toLowerCase();
  // "couldn't" stays; "left" is "leaves", not "lefts"; the tagger's "scrolleds" is "scrolls".
  if (MODALS.has(lower) || /n['’]t$/.test(lower)) return verb;
  if (IRREGULAR_PRESENT[lower]) return plural ? IRREGULAR_PRESENT[lower][1] : IRREGULAR_PRESENT[lower][0];
  return (presentForm(verb, plural) ?? verb).replace(/eds$/, 's');
};

/**
 * A verb as the action line writes it: a past form in the present ("climbed" → "climbs"); a verb already in the
 * present, or a word the tagger only took for one ("left and right"), as the story wrote it.
 */
const inPresent = (term: Term, plural: boolean): string =>
  has(term, 'PastTense') ? present(term.text, plural) : term.text.replace(/[^\p{L}\p{N}'’-]+$/u, '');

/** A verb and what goes with it, in the present, from terms[index]; `plural` picks "row" over "rows". */
function predicate(terms: readonly Term[], index: number, plural: boolean, afterPronoun = false): string[] | undefined {
  let cursor = index;
  while (has(terms[cursor], 'Adverb') && !has(terms[cursor], 'Verb')) cursor++;
  const verb = terms[cursor];
  // "they row out": right after "they" a word the tagger took for a noun is the verb.
  const mistagged = afterPronoun && has(verb, 'Noun') && !has(verb, 'Pronoun') && /^[a-z]+$/.test(verb?.text ?? '');
  if (!verb || !(has(verb, 'Verb') || mistagged) || has(verb, 'Gerund')) return undefined;
  if (SPEECH.has(infinitiveOf(verb.text))) return undefined;
  const words: string[] = [];
  const next = terms[cursor + 1];
  // "She is twelve", "it was cold": a description, not an action; "was mending" is one, "was given" is not.
  if (has(verb, 'Copula') || has(verb, 'Auxiliary')) {
    if (!has(next, 'Verb') || endsClause(verb)) return undefined;
    const passive = word(next) === 'been' || (has(verb, 'Copula') && !has(next, 'Gerund'));
    if (passive) return undefined;
  }
  // "Wolves made of snow prowled": a participle describing its noun.
  if (!afterPronoun && has(verb, 'PastTense') && ['of', 'by', 'with'].includes(word(next))) return undefined;
  const adverbs = terms.slice(index, cursor).map((term) => term.text);
  words.push(...adverbs, inPresent(verb, plural));
  for (let at = cursor + 1; at < terms.length; at++) {
    const term = terms[at]!;
    const lower = word(term);
    if (CLAUSE_WORDS.has(lower) && at > cursor + 1) break;
    // "the white stag that the king had promised": a relative clause about the object.
    if (lower === 'that' && has(terms[at - 1], 'Noun') && /Determiner|Pronoun/.test(terms[at + 1]?.tags.join() ?? ''))
      break;
    // "a small tin box tied with string": what describes the object is not what the character does.
    if (has(term, 'PastTense') && has(terms[at - 1], 'Noun') && !endsClause(terms[at - 1])) break;
    if (lower === 'and') {
      // "grabs her lantern and runs down": the same subject's next verb, in the present too.
      const following = terms[at + 1];
      if (has(following, 'Verb') && !has(following, 'Gerund') && !has(following, 'Auxiliary')) {
        words.push('and', inPresent(following!, plural));
        at++;
        if (endsClause(following)) break;
        continue;
      }
      // "and the lines meet": someone else's clause.
      if (newSubjectAt(terms, at + 1)) break;
    }
    // "couldn't" is one term and an empty "not" after it.
    if (term.text) words.push(term.text.replace(/[^\p{L}\p{N}'’-]+$/u, ''));
    if (!endsClause(term)) continue;
    // "half of a map, drawn in faded ink, and a rusty key": skip the description, keep the list.
    let after = at + 1;
    if (has(terms[after], 'PastTense')) {
      while (after < terms.length && !endsClause(terms[after])) after++;
      after++;
    }
    // "saw it, shouted, and spun on his heel": the "and" step below puts "spun" in the present.
    if (/,\s*$/.test(terms[after - 1]?.post ?? '') && word(terms[after]) === 'and' && !newSubjectAt(terms, after + 1)) {
      at = after - 1;
      continue;
    }
    break;
  }
  return words;
}

/** "climbs the spiral stairs of the old lighthouse to light the great lamp" without "of the old lighthouse". */
function shorten(words: readonly string[]): string[] {
  if (words.length <= SHORT_CLAUSE) return [...words];
  const kept: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const [of, the] = [words[index]?.toLowerCase(), words[index + 1]?.toLowerCase()];
    if (of === 'of' && the === 'the' && index > 0) {
      let end = index + 2;
      while (end < words.length && !['to', 'and', 'in', 'on', 'at', 'into'].includes(words[end]!.toLowerCase())) end++;
      // Only a part of something left before more of the clause ("…of the old lighthouse to light…").
      if (end < words.length) {
        index = end - 1;
        continue;
      }
    }
    kept.push(words[index]!);
  }
  return kept.slice(0, MAX_WORDS);
}

/** The clauses of one sentence whose subject is a character, as "Mara climbs …". */
function characterClauses(sentence: readonly Term[], cast: readonly CastMember[], memory: ActionMemory): Clause[] {
  const clauses: Clause[] = [];
  for (let index = 0; index < sentence.length; index++) {
    const term = sentence[index]!;
    const pronoun = has(term, 'Pronoun') ? PRONOUNS[word(term)] : undefined;
    const named = pronoun ? undefined : namedAt(sentence, index, cast);
    if (named) memory.named.push(...named.names);
    // "said the magpie, and she laughed": the speaker is who the next "she" means.
    if (named && SPEECH.has(infinitiveOf(word(sentence[index - 1])))) memory.subjects.push(...named.names);
    if (!pronoun && !named) continue;
    let subject: Subject;
    if (pronoun) {
      const names = resolve(pronoun, cast, memory);
      const labels = names.map((name) => memory.labels.get(name) ?? cast.find((m) => m.name === name)?.label ?? name);
      subject = { names, labels, plural: names.length > 1, end: index };
    } else subject = named!;
    named?.names.forEach((name, position) => remember(memory, name, named.labels[position]!));
    // "Kael and Mira looked": both do it.
    const partner = word(sentence[subject.end + 1]) === 'and' && !endsClause(sentence[subject.end]);
    const other = partner && !pronoun ? namedAt(sentence, subject.end + 2, cast) : undefined;
    if (other) {
      subject = {
        names: [...subject.names, ...other.names],
        labels: [...subject.labels, ...other.labels],
        plural: true,
        end: other.end,
      };
      other.names.forEach((name, position) => remember(memory, name, other.labels[position]!));
    }
    if (subject.names.length === 0 || !opensClause(sentence, index)) {
      index = subject.end;
      continue;
    }
    memory.subjects.push(...subject.names);
    const rest = endsClause(sentence[subject.end])
      ? undefined
      : predicate(sentence, subject.end + 1, subject.plural, pronoun !== undefined);
    if (rest) {
      clauses.push({ subject: subject.labels.join(' and '), words: shorten(rest) });
      memory.named.push(...subject.names);
    }
    index = subject.end;
  }
  return clauses;
}

/** A clause's first action only: "reads it" of "reads it and smiles". */
function untilAnd(words: readonly string[]): string[] {
  const and = words.indexOf('and', 1);
  return and > 0 && and < words.length - 1 && words.length > SHORT_CLAUSE ? words.slice(0, and) : [...words];
}

/** "The rusty key turns in an old iron door": a clause led by a thing, for a shot where no one acts. */
function thingClause(sentence: readonly Term[]): string | undefined {
  const first = sentence[0];
  if (!first || !has(first, 'Determiner') || word(first) !== 'the') return undefined;
  let cursor = 1;
  while (cursor < sentence.length && (has(sentence[cursor], 'Adjective') || has(sentence[cursor], 'Noun'))) {
    if (has(sentence[cursor], 'Verb') || endsClause(sentence[cursor])) break;
    cursor++;
  }
  const head = sentence[cursor - 1];
  if (cursor === 1 || !has(head, 'Noun')) return undefined;
  const rest = predicate(sentence, cursor, has(head, 'Plural'));
  if (!rest) return undefined;
  const subject = sentence.slice(0, cursor).map((term) => term.text);
  return [...subject, ...shorten(rest)].join(' ');
}

/** The shot's action from its narration (dialogue removed), updating who the next shot's pronouns can mean. */
export function shotAction(narration: string, cast: readonly CastMember[], memory: ActionMemory): string {
  if (!/\p{L}/u.test(narration)) return '';
  const sentences = (nlp(narration).json() as { terms: Term[] }[]).map((sentence) => sentence.terms);
  const clauses: Clause[] = [];
  for (const sentence of sentences) {
    for (const clause of characterClauses(sentence, cast, memory)) {
      // What someone goes on to do joins what they did first ("Tobias reads it and smiles").
      const same = clauses.find((known) => known.subject === clause.subject);
      if (same) same.words.push('and', ...clause.words);
      else clauses.push(clause);
    }
  }
  const length = (list: readonly Clause[]) =>
    list.reduce((sum, clause) => sum + clause.subject.split(' ').length + clause.words.length, 0);
  // As much as fits in a short phrase: the first character's first action at least.
  let chosen: string[] = [];
  const kept: Clause[] = [];
  for (const clause of clauses.slice(0, MAX_CLAUSES)) {
    const first = kept.length === 0;
    const fits = length([...kept, clause]) <= MAX_WORDS;
    if (fits) kept.push(clause);
    else if (first) kept.push({ ...clause, words: untilAnd(clause.words) });
  }
  chosen = kept.map((clause) => `${clause.subject} ${clause.words.join(' ')}`);
  if (chosen.length === 0) {
    const thing = sentences.map(thingClause).find(Boolean);
    if (thing) chosen = [thing];
  }
  const text = chosen.join(', and ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
