import nlp from 'compromise';
import { ANIMALS, GENERIC_HUMANS, HUMAN_ROLES, singularize } from '../analysis/asset-lexicon.ts';

/** The story's characters as shot texts name them, and the sex their pronouns tell, for writing shot actions. */

export interface Term {
  text: string;
  post: string;
  tags: string[];
}

/** One character of the story, as the shot text may name them. */
export interface CastMember {
  name: string;
  /** How an action names them: "Mara", "the guests". */
  label: string;
  plural: boolean;
  /** Lower-case ways the story names them ("mara", "old tobias", "fisherman"). */
  forms: readonly string[];
  /** From the description's words ("twelve-year-old girl", "retired fisherman"), or learnt from "she"/"he". */
  sex?: 'female' | 'male';
  animal: boolean;
}

const LEADS = new Set(['the', 'a', 'an', 'two', 'three', 'four', 'five', 'six', 'seven', 'some']);
const FEMALE = /\b(?:girl|woman|mother|sister|daughter|wife|queen|princess|lady|grandmother|aunt|niece|widow|witch)\b/i;
const MALE = /\b(?:boy|\w*man|father|brother|son|husband|king|prince|lord|grandfather|uncle|nephew|wizard)\b/i;

export const has = (term: Term | undefined, tag: string): boolean => Boolean(term?.tags.includes(tag));
export const word = (term: Term | undefined): string => (term?.text ?? '').toLowerCase().replace(/[^a-z'’-]/g, '');
export const endsClause = (term: Term | undefined): boolean => /[,;:.!?—–()"“”]/.test(term?.post ?? '');

/** The sex a description's words tell ("twelve-year-old girl" → female), if any. */
export function sexOf(text: string): 'female' | 'male' | undefined {
  if (FEMALE.test(text)) return 'female';
  if (MALE.test(text)) return 'male';
  return undefined;
}

/** The cast as the breakdown knows it: names, aliases and descriptions of the story's characters. */
export function castOf(characters: readonly { name: string; aliases: readonly string[]; description?: string }[]) {
  return characters.map((asset): CastMember => {
    const lower = asset.name.toLowerCase();
    // "the guests", "a magpie": a character the story names with an article is a common noun, not a name.
    const common = asset.aliases.some((alias) => new RegExp(`^(?:the|a|an|his|her|their) ${lower}$`).test(alias));
    const head = lower.split(' ').pop() ?? '';
    return {
      name: asset.name,
      label: common ? `the ${lower}` : asset.name,
      plural:
        singularize(head) !== head && [HUMAN_ROLES, ANIMALS, GENERIC_HUMANS].some((set) => set.has(singularize(head))),
      forms: [asset.name, ...asset.aliases].map((form) => form.toLowerCase()),
      sex: sexOf(`${asset.name} ${asset.description ?? ''}`),
      animal: [lower, ...asset.aliases].some((alias) => ANIMALS.has(singularize(alias.split(' ').pop() ?? ''))),
    };
  });
}

const FEMININE = new Set(['she', 'her', 'hers', 'herself']);
const MASCULINE = new Set(['he', 'him', 'his', 'himself']);

/**
 * Fills in the sex of characters whose description does not tell it, from the pronouns of the story's narration:
 * those after a sentence's only named character, and in the next sentence when it names no one.
 */
export function learnSexes(story: string, cast: CastMember[]): void {
  const narration = story.replace(/"[^"]*"|“[^”]*”/g, ' ');
  const sentences = (nlp(narration).json() as { terms: Term[] }[]).map((sentence) => sentence.terms);
  const votes = new Map<string, number>();
  const namesIn = (terms: readonly Term[]) => {
    const found: { name: string; end: number }[] = [];
    for (let index = 0; index < terms.length; index++) {
      const named = namedAt(terms, index, cast);
      if (named) found.push({ name: named.names[0]!, end: named.end });
      if (named) index = named.end;
    }
    return found;
  };
  const count = (terms: readonly Term[], name: string) => {
    for (const term of terms) {
      const pronoun = word(term);
      const vote = FEMININE.has(pronoun) ? 1 : MASCULINE.has(pronoun) ? -1 : 0;
      if (vote) votes.set(name, (votes.get(name) ?? 0) + vote);
    }
  };
  sentences.forEach((terms, position) => {
    const names = namesIn(terms);
    const [only] = names;
    if (!only || names.some((other) => other.name !== only.name)) return;
    count(terms.slice(only.end + 1), only.name);
    const next = sentences[position + 1];
    if (next && namesIn(next).length === 0) count(next, only.name);
  });
  for (const member of cast) {
    const vote = votes.get(member.name) ?? 0;
    // "The hunters sat by her fire": a group has no sex of its own.
    if (!member.sex && !member.plural && vote !== 0) member.sex = vote > 0 ? 'female' : 'male';
  }
}

/** A character named in a text, and how it writes them. */
export interface Subject {
  names: string[];
  /** As the text writes them: "the guests", "Sam". */
  labels: string[];
  plural: boolean;
  /** Index of the subject's last term. */
  end: number;
}

/** A character named from terms[index]: "Mara", "Old Tobias", "the fisherman" (a bare "fishermen" is anyone). */
export function namedAt(terms: readonly Term[], index: number, cast: readonly CastMember[]): Subject | undefined {
  const first = terms[index];
  if (!first) return undefined;
  // "the hunters", "three hunters", "a small grey mouse": a determiner before a character's common noun.
  const lead = LEADS.has(word(first)) ? 1 : 0;
  if (!lead && !/^[A-Z]/.test(first.text)) return undefined;
  const article = ['the', 'a', 'an'].includes(word(first)) ? 'the' : word(first);
  for (let length = 4; length >= 1; length--) {
    const parts = terms.slice(index + lead, index + lead + length);
    if (parts.length < length || parts.slice(0, -1).some(endsClause)) continue;
    // After a determiner, a noun phrase: "the hunters sat" stops before the verb.
    if (lead && parts.some((part) => has(part, 'Verb') && !has(part, 'Noun'))) continue;
    // "Mara's lantern": a possessor is no subject.
    if (/['’]s?$/.test(parts[parts.length - 1]?.text ?? '')) return undefined;
    const written = parts.map((part) => part.text.replace(/[^\p{L}\p{N}'’-]+$/u, '')).join(' ');
    // The whole phrase, or after a determiner its head ("a small grey mouse" is the mouse).
    for (let skip = 0; skip < (lead ? length : 1); skip++) {
      const form = parts.slice(skip).map(word).join(' ');
      const member = cast.find((candidate) => candidate.forms.includes(form));
      // Only adjectives before a common noun: "the broken stairs Sam" is no way to name Sam.
      const describes = parts.slice(0, skip).every((part) => has(part, 'Adjective') && !has(part, 'Noun'));
      if (!member || (skip > 0 && (!describes || member.label === member.name))) continue;
      return {
        names: [member.name],
        labels: [lead ? `${article} ${written}` : written.replace(/^(?:a|an)\s/i, 'the ')],
        plural: has(parts[parts.length - 1], 'Plural'),
        end: index + lead + length - 1,
      };
    }
  }
  return undefined;
}
