import type { ConsistencyFinding } from '@sym/contracts';

/** A shot as the consistency check reads it: its words and what it links. */
export interface ConsistencyShot {
  id: string;
  text: string;
  assetIds: readonly string[];
  /** The linked assets whose look changed after the shot's image was drawn. */
  changedLooks: readonly string[];
}

/** A character of the project: its name and its look's words. */
export interface ConsistencyCharacter {
  id: string;
  name: string;
  description: string;
}

const COLOURS = new Map(
  [
    'red',
    'blue',
    'green',
    'yellow',
    'black',
    'white',
    'brown',
    'grey',
    'gray',
    'purple',
    'pink',
    'orange',
    'golden',
    'silver',
    'blond',
    'blonde',
  ].map((colour) => [colour, colour === 'gray' ? 'grey' : colour === 'blonde' ? 'blond' : colour]),
);
const THINGS = [
  'scarf',
  'coat',
  'hat',
  'dress',
  'shirt',
  'jacket',
  'cloak',
  'hair',
  'eyes',
  'boots',
  'shoes',
  'gloves',
  'cape',
  'hood',
  'trousers',
  'skirt',
  'tie',
  'bag',
  'glasses',
  'beard',
  'sweater',
  'jumper',
  'uniform',
  'helmet',
  'mask',
  'ribbon',
  'belt',
];
// "a red scarf", "her red woollen scarf", "blue eyes": a colour, at most one word between, a thing.
const PHRASE = new RegExp(`\\b(${[...COLOURS.keys()].join('|')})\\s+(?:[a-z]+\\s+)?(${THINGS.join('|')})s?\\b`, 'gi');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whether the words name the character (its whole name, or its first name of three letters or more). */
function names(text: string, character: ConsistencyCharacter): boolean {
  const first = character.name.trim().split(/\s+/)[0] ?? '';
  const forms = [character.name.trim(), ...(first.length >= 3 ? [first] : [])].filter(Boolean);
  return forms.some((form) => new RegExp(`(^|[^\\p{L}])${escape(form)}($|[^\\p{L}])`, 'iu').test(text));
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+|\n+/).filter((part) => part.trim());

/** The colour phrases of some words: [thing, colour]. */
function phrasesOf(text: string): [string, string][] {
  return [...text.matchAll(PHRASE)].map((match) => [match[2]!.toLowerCase(), COLOURS.get(match[1]!.toLowerCase())!]);
}

type Said = Map<string, Map<string, { shotIds: Set<string>; inLook: boolean }>>;

function say(said: Said, thing: string, value: string, shotId: string | null) {
  const values = said.get(thing) ?? new Map();
  said.set(thing, values);
  const entry = values.get(value) ?? { shotIds: new Set<string>(), inLook: false };
  values.set(value, entry);
  if (shotId) entry.shotIds.add(shotId);
  else entry.inLook = true;
}

/**
 * Where an episode describes its characters differently: colours of one thing that differ between shots or from the
 * character's look, looks changed since shots were drawn, and characters named in a shot's words but not linked.
 * A sentence's colours belong to the one character it names; a sentence naming none, to the shot's one linked
 * character. English words only: other languages find the changed looks and unlinked names.
 */
export function findInconsistencies(
  shots: readonly ConsistencyShot[],
  characters: readonly ConsistencyCharacter[],
): ConsistencyFinding[] {
  const findings: ConsistencyFinding[] = [];
  for (const character of characters) {
    const said: Said = new Map();
    for (const [thing, value] of phrasesOf(character.description)) say(said, thing, value, null);
    const unlinked: string[] = [];
    const changed: string[] = [];
    for (const shot of shots) {
      const linked = shot.assetIds.includes(character.id);
      if (!linked && names(shot.text, character)) unlinked.push(shot.id);
      if (shot.changedLooks.includes(character.id)) changed.push(shot.id);
      const linkedCharacters = characters.filter((other) => shot.assetIds.includes(other.id));
      for (const sentence of sentencesOf(shot.text)) {
        const named = characters.filter((other) => names(sentence, other));
        const owner =
          named.length === 1
            ? named[0]
            : named.length === 0 && linkedCharacters.length === 1
              ? linkedCharacters[0]
              : undefined;
        if (owner?.id !== character.id) continue;
        for (const [thing, value] of phrasesOf(sentence)) say(said, thing, value, shot.id);
      }
    }
    for (const [thing, values] of said) {
      if (values.size < 2) continue;
      findings.push({
        kind: 'contradiction',
        assetId: character.id,
        name: character.name,
        thing,
        values: [...values].map(([value, entry]) => ({ value, shotIds: [...entry.shotIds], inLook: entry.inLook })),
      });
    }
    if (changed.length > 0)
      findings.push({ kind: 'lookChanged', assetId: character.id, name: character.name, shotIds: changed });
    if (unlinked.length > 0)
      findings.push({ kind: 'unlinked', assetId: character.id, name: character.name, shotIds: unlinked });
  }
  return findings;
}
