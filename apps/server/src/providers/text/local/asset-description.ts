import { assetPattern } from './asset-matcher.ts';
import type { Mention } from './noun-phrases.ts';

const MAX_DESCRIPTION = 1000;
// Adjectives that say nothing about how something looks.
const NON_VISUAL = new Set([
  'good',
  'same',
  'other',
  'such',
  'only',
  'own',
  'whole',
  'next',
  'last',
  'first',
  'many',
  'much',
  'few',
  'more',
  'most',
  'very',
  'all',
  'every',
  'each',
  'some',
  'any',
  'no',
  'real',
  'certain',
  'several',
  'another',
]);

interface DescribableDraft {
  key: string;
  type: string;
  proper: boolean;
  mentions: readonly Mention[];
}

const article = (word: string): string => (/^[aeiou]/i.test(word) ? 'An' : 'A');

function topAdjectives(mentions: readonly Mention[], limit: number): string[] {
  const counts = new Map<string, { count: number; first: number }>();
  for (const mention of mentions) {
    for (const adjective of mention.adjectives) {
      if (NON_VISUAL.has(adjective) || adjective.length < 3) continue;
      const entry = counts.get(adjective);
      if (entry) entry.count++;
      else counts.set(adjective, { count: 1, first: mention.index });
    }
  }
  return [...counts.entries()]
    .sort(([, left], [, right]) => right.count - left.count || left.first - right.first)
    .slice(0, limit)
    .map(([adjective]) => adjective);
}

function truncate(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:]+$/, '')}…`;
}

/** One-line description: adjectives the story gives the asset, then the first sentence that mentions it. */
export function describeAsset(
  draft: DescribableDraft,
  name: string,
  aliases: readonly string[],
  sentences: readonly string[],
): string {
  const adjectives = topAdjectives(draft.mentions, 2);
  const common = draft.mentions.find((mention) => !mention.proper);
  let lead: string;
  if (draft.proper) {
    const role = common
      ? common.possessor
        ? `the ${common.possessor}'s ${common.surface}`
        : `the ${common.surface}`
      : '';
    lead = role ? `${name}, ${role}` : name;
  } else {
    const noun = name.toLowerCase();
    const words = [...adjectives, noun].join(' ');
    const plural = draft.mentions.every((mention) => mention.plural);
    lead = plural ? words.charAt(0).toUpperCase() + words.slice(1) : `${article(words)} ${words}`;
  }
  const pattern = assetPattern({ name, aliases });
  const firstSentence = pattern ? sentences.find((sentence) => pattern.test(sentence)) : undefined;
  const text = firstSentence ? `${lead}. ${firstSentence}` : `${lead}.`;
  return truncate(text, MAX_DESCRIPTION);
}
