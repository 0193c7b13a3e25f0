import type { Token } from './scene-text.ts';
import { CLOTHING, HAIR_NOUNS, LOOK_WORDS } from './scene-people.ts';
import { COLORS, DESCRIBING_WORDS, DETERMINERS, MATERIALS, POSSESSIVE_PRONOUNS } from './scene-words.ts';
import { readVerb } from './scene-verbs.ts';
import { pushTrait, type FigureDraft, type FigureMention } from './plan-figures.ts';

/**
 * What figures wear and how they look: clothes and hair with their colours and materials ("yellow oilskin coat",
 * "long red hair", "grey beard"), given to the figure the words belong to.
 */

export interface LookPhrase {
  phrase: string;
  start: number;
  end: number;
}

const HAIR_MODIFIERS = new Set(['long', 'short', 'curly', 'straight', 'wild', 'messy', 'braided', 'thick', 'thin']);

/** Every clothing or hair phrase in the tokens, with its colour, material and look words. */
export function findLooks(tokens: readonly Token[], used: ReadonlySet<number> = new Set()): LookPhrase[] {
  const looks: LookPhrase[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (token.punct || used.has(i)) continue;
    if (LOOK_WORDS.has(token.lower)) {
      looks.push({ phrase: token.lower, start: i, end: i + 1 });
      continue;
    }
    const isClothing = CLOTHING.has(token.lower);
    if (!isClothing && !HAIR_NOUNS.has(token.lower)) continue;
    // "oilskin coat": the first clothing word describes the second.
    const next = tokens[i + 1];
    if (isClothing && next && !next.punct && CLOTHING.has(next.lower)) continue;
    let start = i;
    while (start > 0) {
      const before = tokens[start - 1]!;
      const modifies =
        COLORS.has(before.lower) ||
        MATERIALS.has(before.lower) ||
        HAIR_MODIFIERS.has(before.lower) ||
        CLOTHING.has(before.lower) ||
        (DESCRIBING_WORDS.has(before.lower) && !['old', 'young', 'little'].includes(before.lower));
      if (before.punct || !modifies || used.has(start - 1)) break;
      start -= 1;
    }
    const phrase = tokens
      .slice(start, i + 1)
      .map((each) => each.lower)
      .join(' ');
    looks.push({ phrase, start, end: i + 1 });
  }
  return looks;
}

/**
 * Gives each look of the shot's words to its figure: the owner a possessive names ("her red scarf"), a figure
 * named right after it ("a hooded stranger"), else the last figure before it in its sentence, else the next one,
 * else the shot's first figure. Returns the token indexes read (a worn scarf is not also a prop).
 */
export function attachLooks(
  tokens: readonly Token[],
  figures: readonly FigureDraft[],
  mentions: readonly FigureMention[],
  used: Set<number>,
): void {
  if (figures.length === 0) return;
  const byKey = (key: string | undefined) => figures.find((figure) => figure.key === key);
  for (const look of findLooks(tokens, used)) {
    // "holding a golden crown": a thing in the hands, read as a prop instead.
    if (heldAfterVerb(tokens, look.start)) continue;
    const sentence = tokens[look.start]!.sentence;
    const before = tokens[look.start - 1];
    const owner =
      (before && (before.possessive || POSSESSIVE_PRONOUNS.has(before.lower))
        ? mentions.find((mention) => mention.end === look.start)
        : undefined) ??
      // "She … wears a red scarf her mother knitted": what someone wears is theirs, whoever is named after it.
      (worn(tokens, look.start)
        ? [...mentions]
            .reverse()
            .find((m) => m.end <= look.start && !m.possessive && tokens[m.start]!.sentence === sentence)
        : undefined) ??
      mentions.find((mention) => mention.start >= look.end && mention.start <= look.end + 1 && !mention.pronoun) ??
      [...mentions]
        .reverse()
        .find((mention) => mention.end <= look.start && tokens[mention.start]!.sentence === sentence) ??
      mentions.find((mention) => mention.start >= look.end && tokens[mention.start]!.sentence === sentence);
    const figure = byKey(owner?.key) ?? figures[0]!;
    pushTrait(figure, look.phrase);
    for (let i = look.start; i < look.end; i += 1) used.add(i);
  }
}

const WEARING = new Set(['wears', 'wore', 'wearing', 'wear', 'in', 'dons', 'donned', 'sports', 'dressed']);

/** "wears a red scarf", "in a black hat": the look is the object of wearing. */
function worn(tokens: readonly Token[], start: number): boolean {
  for (let i = start - 1; i >= 0 && i >= start - 3; i -= 1) {
    const token = tokens[i]!;
    if (WEARING.has(token.lower)) return true;
    if (token.punct || !DETERMINERS.has(token.lower)) return false;
  }
  return false;
}

function heldAfterVerb(tokens: readonly Token[], start: number): boolean {
  for (let i = start - 1; i >= 0 && i >= start - 3; i -= 1) {
    const token = tokens[i]!;
    if (token.punct) return false;
    const verb = readVerb(token.lower);
    if (verb) return verb.role === 'hold';
    if (!DETERMINERS.has(token.lower)) return false;
  }
  return false;
}
