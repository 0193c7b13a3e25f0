import { colorsIn, type Hsl } from './color.ts';
import { figureTraits, type FigureTraits, type Hair, type Hat, type Outfit } from './figure-traits.ts';
import { Rng, hashString } from './prng.ts';

/** A person's look from a scene plan: the name and trait words ("old", "grey beard", "yellow oilskin coat"). */
export interface PlannedLook {
  traits: FigureTraits;
  /** Old people stand a little bent. */
  stoop: boolean;
}

const GARMENTS: readonly (readonly [Outfit, readonly string[]])[] = [
  ['dress', ['dress', 'gown', 'skirt', 'frock', 'sundress']],
  ['robe', ['robe', 'robes', 'kimono', 'habit', 'cassock']],
  ['armor', ['armor', 'armour', 'chainmail', 'mail']],
  ['coat', ['coat', 'oilskin', 'raincoat', 'overcoat', 'greatcoat', 'parka', 'mackintosh', 'anorak']],
  ['jacket', ['jacket', 'blazer', 'suit', 'uniform', 'hoodie']],
  ['vest', ['vest', 'waistcoat']],
  ['tunic', ['tunic', 'shirt', 'sweater', 'jumper', 'blouse', 'pullover', 'cardigan', 'overalls', 'apron']],
];
const HATS: readonly (readonly [Hat, readonly string[]])[] = [
  ['beanie', ['beanie', 'woolly hat', 'knitted hat', 'bobble hat']],
  ['cap', ['cap', 'sou', "sou'wester", 'souwester']],
  ['tophat', ['top hat', 'tophat']],
  ['straw', ['straw hat', 'sun hat']],
  ['hood', ['hood', 'hooded']],
  ['helmet', ['helmet']],
  ['crown', ['crown', 'tiara']],
  ['wizard', ['pointed hat', 'wizard hat']],
  ['brim', ['hat', 'fedora', 'bowler', 'trilby']],
];
const HAIR_STYLES: readonly (readonly [Hair, readonly string[]])[] = [
  ['bald', ['bald', 'shaved head']],
  ['ponytail', ['ponytail', 'pony tail', 'braid', 'plait', 'pigtails']],
  ['bun', ['bun']],
  ['curly', ['curly', 'curls', 'frizzy', 'afro']],
  ['spiky', ['spiky', 'messy hair', 'tousled']],
  ['long', ['long hair', 'flowing hair', 'long-haired']],
  ['short', ['short hair', 'cropped']],
];
const HAIR_COLORS: Readonly<Record<string, Hsl>> = {
  grey: [220, 5, 70],
  gray: [220, 5, 70],
  white: [40, 10, 92],
  silver: [210, 8, 80],
  blonde: [46, 70, 64],
  blond: [46, 70, 64],
  fair: [46, 60, 70],
  red: [16, 70, 42],
  ginger: [20, 75, 45],
  auburn: [12, 60, 35],
  brown: [28, 45, 28],
  black: [0, 0, 10],
  dark: [25, 30, 15],
};
const OLD = [
  'old',
  'elderly',
  'aged',
  'retired',
  'ancient',
  'grey-haired',
  'white-haired',
  'wrinkled',
  'grandfather',
  'grandmother',
  'grandpa',
  'grandma',
  'granny',
];
const CHILD = ['child', 'kid', 'boy', 'girl', 'little', 'toddler', 'baby', 'young boy', 'young girl'];
const FEMALE = [
  'woman',
  'girl',
  'lady',
  'she',
  'her',
  'mother',
  'grandmother',
  'granny',
  'queen',
  'princess',
  'sister',
  'daughter',
  'aunt',
  'wife',
  'widow',
  'witch',
  'maiden',
];
const MALE = [
  'man',
  'boy',
  'he',
  'his',
  'father',
  'grandfather',
  'king',
  'prince',
  'brother',
  'son',
  'uncle',
  'husband',
  'fisherman',
  'sailor',
];

const CASUAL_HATS = new Set<Hat>(['cap', 'brim', 'beanie', 'tophat', 'straw']);
const HAT_ROLES = [
  'farmer',
  'peasant',
  'shepherd',
  'fisherman',
  'sailor',
  'captain',
  'fisher',
  'detective',
  'spy',
  'gangster',
];

function wordsIn(text: string): string[] {
  return text.toLowerCase().match(/[a-z']+/g) ?? [];
}

function mentions(text: string, list: readonly string[]): boolean {
  const words = new Set(wordsIn(text));
  return list.some((term) => (term.includes(' ') ? text.includes(term) : words.has(term)));
}

/**
 * The look of a figure the plan only names in the text: the same name and traits always give the same person; the
 * traits decide age (grey hair, a stoop; a child is small), beard, hair and each garment with its own colour
 * ("yellow oilskin coat" colours the coat, "red scarf" adds a red scarf).
 */
export function plannedLook(key: string, name: string, traitWords: readonly string[]): PlannedLook {
  const phrases = traitWords.map((phrase) => phrase.toLowerCase());
  const all = `${name} ${phrases.join(', ')}`.toLowerCase();
  // Age words are decided below: the base reading would shrink "a young woman" to a child's height.
  const base = figureTraits({
    id: key,
    name,
    description: phrases.join(', ').replace(/\b(young|little|small)\b/g, ''),
  });
  const rng = new Rng(hashString(`${key}|look`));
  const old = mentions(all, OLD);
  const child = !old && mentions(all, CHILD);
  const female = mentions(all, FEMALE) && !mentions(all, ['man', 'he', 'his', 'father', 'grandfather', 'boy']);
  const male = !female && mentions(all, MALE);
  let traits: FigureTraits = { ...base };

  // Hair: style and colour words; old age greys it unless a colour is named.
  let hairColorNamed = false;
  for (const phrase of phrases) {
    const hairPhrase = /\b(hair|haired|beard|bearded|moustache|mustache)\b/.test(phrase);
    if (!hairPhrase) continue;
    const color = wordsIn(phrase)
      .map((word) => HAIR_COLORS[word])
      .find((hit) => hit !== undefined);
    if (color) {
      traits.hairColor = color;
      hairColorNamed = true;
    }
    if (/\bbeard/.test(phrase)) traits.beard = true;
  }
  for (const [style, words] of HAIR_STYLES) {
    if (mentions(all, words)) {
      traits.hair = style;
      break;
    }
  }
  if (old && !hairColorNamed) traits.hairColor = rng.chance(0.5) ? [220, 5, 72] : [40, 10, 90];
  if (
    female &&
    !mentions(
      all,
      HAIR_STYLES.flatMap(([, words]) => words),
    )
  ) {
    traits.hair = rng.pick<Hair>(['long', 'bun', 'ponytail', 'curly']);
  }
  if (male && traits.hair === 'long' && !mentions(all, ['long hair', 'long-haired', 'flowing hair']))
    traits.hair = 'short';
  if (female || child) traits.beard = false;
  if (mentions(all, ['clean-shaven', 'beardless'])) traits.beard = false;

  // A hat only when the words give one (a named hat, or a role that wears one: a knight's helmet, a farmer's straw hat).
  if (CASUAL_HATS.has(traits.hat) && !mentions(all, HAT_ROLES)) traits.hat = 'none';
  // Garments: each phrase that names one gives it that phrase's colour.
  let outfitSet = false;
  for (const phrase of phrases) {
    const color = colorsIn(phrase)[0];
    const garment = GARMENTS.find(([, words]) => mentions(phrase, words))?.[0];
    if (garment && !outfitSet) {
      traits.outfit = garment;
      if (color) traits.outfitColor = color;
      outfitSet = true;
      continue;
    }
    if (mentions(phrase, ['cloak', 'cape', 'mantle'])) {
      // The cape is drawn in the trim colour.
      traits.cape = true;
      if (color) traits.trimColor = color;
      continue;
    }
    if (mentions(phrase, ['scarf', 'shawl', 'neckerchief', 'muffler'])) {
      traits.scarf = true;
      if (color) traits.trimColor = color;
      continue;
    }
    const hat = HATS.find(([, words]) => mentions(phrase, words))?.[0];
    if (hat) {
      traits.hat = hat;
      if (color) traits.hatColor = color;
      continue;
    }
    if (mentions(phrase, ['trousers', 'jeans', 'breeches', 'pants', 'leggings']) && color) traits.legColor = color;
    if (mentions(phrase, ['boots', 'shoes', 'sandals', 'wellingtons']) && color) traits.shoeColor = color;
    if (mentions(phrase, ['glasses', 'spectacles'])) traits.glasses = true;
  }
  // A colour said of the person without a garment ("in blue") dresses them in it.
  if (!outfitSet) {
    const loose = phrases.find(
      (phrase) => !/\b(hair|beard|eyes|fur|scarf|hat|cap)\b/.test(phrase) && colorsIn(phrase)[0],
    );
    const color = loose ? colorsIn(loose)[0] : undefined;
    if (color) traits.outfitColor = color;
    if (female && !mentions(all, ['trousers', 'jeans'])) traits.outfit = traits.outfit === 'coat' ? 'coat' : 'dress';
  }
  if (child) traits = { ...traits, heightFactor: 0.68 * rng.range(0.95, 1.05), beard: false };
  return { traits, stoop: old };
}
