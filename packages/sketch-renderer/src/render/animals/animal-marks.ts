import { colorsIn, type Hsl } from '../color.ts';

/** Colours an animal's words give one part of it ("one white ear", "a black tail", "white paws"). */
export interface AnimalMarks {
  ear?: Hsl;
  tail?: Hsl;
  paws?: Hsl;
  belly?: Hsl;
}

export interface AnimalCoat {
  /** The coat's colour: the first colour word that is not said of a part. */
  fur?: Hsl;
  marks: AnimalMarks;
}

// Colour words for fur and feathers the colour table does not know.
const COAT_WORDS: Readonly<Record<string, Hsl>> = {
  ginger: [24, 75, 50],
  tabby: [30, 35, 45],
  tawny: [34, 60, 52],
  chestnut: [16, 55, 32],
  sandy: [38, 45, 66],
  spotted: [40, 20, 90],
  scruffy: [32, 30, 55],
};

const PARTS: Readonly<Record<string, keyof AnimalMarks>> = {
  ear: 'ear',
  ears: 'ear',
  eared: 'ear',
  tail: 'tail',
  tailed: 'tail',
  paw: 'paws',
  paws: 'paws',
  feet: 'paws',
  footed: 'paws',
  socks: 'paws',
  belly: 'belly',
  chest: 'belly',
  bib: 'belly',
  breast: 'belly',
};

/** Words that may stand between a colour and the part it colours ("white left ear", "black-tipped tail"). */
const BETWEEN = new Set(['left', 'right', 'floppy', 'pointed', 'tipped', 'fluffy', 'bushy', 'little', 'big', 'long']);

function colourOf(word: string): Hsl | undefined {
  return colorsIn(word)[0] ?? COAT_WORDS[word];
}

/**
 * The coat and the marks an animal's words give it: "a scruffy brown terrier with one white ear" is a brown dog
 * whose ear is white (the white is not its coat).
 */
export function readCoat(words: readonly string[]): AnimalCoat {
  const tokens =
    words
      .join(' . ')
      .toLowerCase()
      .match(/[a-z]+|[.,;]/g) ?? [];
  const marks: AnimalMarks = {};
  const spent = new Set<number>();
  for (const [index, token] of tokens.entries()) {
    const colour = colourOf(token);
    if (!colour || COAT_WORDS[token]) continue;
    let next = index + 1;
    while (next < tokens.length && next <= index + 2 && BETWEEN.has(tokens[next]!)) next += 1;
    const part = PARTS[tokens[next] ?? ''];
    if (!part) continue;
    marks[part] ??= colour;
    spent.add(index);
  }
  const named = tokens.findIndex((token, index) => !spent.has(index) && colorsIn(token).length > 0);
  const fur =
    named >= 0 ? colourOf(tokens[named]!) : tokens.map((token) => COAT_WORDS[token]).find((hit) => hit !== undefined);
  return { ...(fur ? { fur } : {}), marks };
}
