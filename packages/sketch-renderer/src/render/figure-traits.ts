import { plannerEnglish } from '../scene/language/read-language.ts';
import { figureSex } from './figure-sex.ts';
import { colorsIn, type Hsl } from './color.ts';
import { hashString, Rng } from './prng.ts';
import { wordsOf } from './setting-words.ts';

export const SPECIES = [
  'human',
  'fox',
  'wolf',
  'dog',
  'cat',
  'lion',
  'bear',
  'mouse',
  'hare',
  'pig',
  'crow',
  'owl',
  'tortoise',
  'frog',
  'deer',
  'robot',
] as const;
export type Species = (typeof SPECIES)[number];
export type Outfit = 'tunic' | 'coat' | 'dress' | 'robe' | 'jacket' | 'armor' | 'vest' | 'fur';
export type Hair = 'short' | 'long' | 'bun' | 'spiky' | 'bald' | 'curly' | 'ponytail' | 'none';
export type Hat =
  'none' | 'cap' | 'tophat' | 'brim' | 'wizard' | 'crown' | 'hood' | 'helmet' | 'beanie' | 'chef' | 'straw';

/** Everything that makes one character look like itself; derived only from its id, name and description. */
export interface FigureTraits {
  species: Species;
  /** Skin, fur or metal. */
  skin: Hsl;
  /** Muzzle, belly or cheek colour for animals. */
  accent: Hsl;
  outfit: Outfit;
  outfitColor: Hsl;
  trimColor: Hsl;
  legColor: Hsl;
  shoeColor: Hsl;
  hair: Hair;
  hairColor: Hsl;
  hat: Hat;
  hatColor: Hsl;
  eyeColor: Hsl;
  beard: boolean;
  cape: boolean;
  scarf: boolean;
  glasses: boolean;
  /** Height relative to a standard adult (children and small animals are shorter). */
  heightFactor: number;
  /** Width relative to a standard build. */
  build: number;
}

const SPECIES_WORDS: Readonly<Record<Exclude<Species, 'human'>, readonly string[]>> = {
  fox: ['fox', 'vixen'],
  wolf: ['wolf', 'wolves'],
  dog: ['dog', 'puppy', 'hound', 'terrier', 'spaniel', 'collie', 'retriever', 'sheepdog', 'mutt'],
  cat: ['cat', 'kitten', 'kitty'],
  lion: ['lion', 'lioness'],
  bear: ['bear', 'cub'],
  mouse: ['mouse', 'mice', 'rat'],
  hare: ['hare', 'rabbit', 'bunny'],
  pig: ['pig', 'piglet', 'boar'],
  crow: ['crow', 'raven', 'bird', 'magpie', 'blackbird'],
  owl: ['owl'],
  tortoise: ['tortoise', 'turtle'],
  frog: ['frog', 'toad'],
  deer: ['deer', 'stag', 'fawn', 'doe'],
  robot: ['robot', 'android', 'droid', 'cyborg', 'automaton'],
};

const FUR: Readonly<Record<Exclude<Species, 'human'>, readonly [Hsl, Hsl]>> = {
  fox: [
    [22, 80, 50],
    [30, 30, 94],
  ],
  wolf: [
    [215, 8, 52],
    [210, 10, 85],
  ],
  dog: [
    [30, 45, 45],
    [35, 40, 80],
  ],
  cat: [
    [28, 20, 35],
    [30, 20, 85],
  ],
  lion: [
    [38, 65, 55],
    [30, 55, 35],
  ],
  bear: [
    [25, 40, 28],
    [30, 35, 55],
  ],
  mouse: [
    [220, 6, 62],
    [350, 60, 82],
  ],
  hare: [
    [32, 30, 62],
    [30, 20, 92],
  ],
  pig: [
    [350, 60, 78],
    [350, 55, 68],
  ],
  crow: [
    [230, 15, 16],
    [45, 20, 60],
  ],
  owl: [
    [28, 40, 38],
    [40, 40, 80],
  ],
  tortoise: [
    [95, 30, 45],
    [35, 45, 35],
  ],
  frog: [
    [100, 50, 45],
    [70, 55, 75],
  ],
  deer: [
    [25, 50, 45],
    [30, 30, 90],
  ],
  robot: [
    [210, 10, 68],
    [195, 80, 60],
  ],
};

const SIZE: Readonly<Record<Species, number>> = {
  human: 1,
  fox: 0.82,
  wolf: 0.95,
  dog: 0.85,
  cat: 0.72,
  lion: 1.05,
  bear: 1.12,
  mouse: 0.55,
  hare: 0.78,
  pig: 0.8,
  crow: 0.66,
  owl: 0.68,
  tortoise: 0.62,
  frog: 0.6,
  deer: 0.98,
  robot: 1.02,
};

const SKIN_TONES: readonly Hsl[] = [
  [28, 55, 86],
  [26, 50, 76],
  [25, 45, 66],
  [22, 40, 54],
  [20, 40, 42],
  [18, 35, 32],
];
const HAIR_COLORS: readonly Hsl[] = [
  [30, 40, 18],
  [25, 55, 30],
  [45, 70, 62],
  [15, 70, 40],
  [0, 0, 10],
  [30, 20, 45],
];
const CLOTH_COLORS: readonly Hsl[] = [
  [2, 60, 45],
  [215, 55, 42],
  [140, 35, 35],
  [45, 70, 52],
  [275, 35, 40],
  [25, 60, 45],
  [190, 45, 38],
  [330, 45, 50],
  [35, 30, 35],
  [0, 0, 28],
];

const GARMENT_WORDS: readonly (readonly [Outfit, readonly string[]])[] = [
  ['dress', ['dress', 'gown', 'skirt', 'frock']],
  ['robe', ['robe', 'robes', 'kimono', 'habit', 'cassock']],
  ['armor', ['armor', 'armour', 'chainmail', 'plate']],
  ['coat', ['coat', 'raincoat', 'overcoat', 'trenchcoat', 'greatcoat', 'parka']],
  ['jacket', ['jacket', 'blazer', 'suit', 'uniform', 'hoodie']],
  ['vest', ['vest', 'waistcoat']],
  ['tunic', ['tunic', 'shirt', 'sweater', 'jumper', 'blouse']],
];

function has(words: Set<string>, list: readonly string[]): boolean {
  return list.some((word) => words.has(word));
}

/** The hair the words give: braids are tied back, hair that is named is never bald, "bald" is. */
function hairOf(words: Set<string>, rolled: Hair): Hair {
  if (rolled === 'none') return rolled;
  if (has(words, ['bald', 'shaven'])) return 'bald';
  if (has(words, ['braid', 'braids', 'braided', 'plait', 'plaits', 'pigtails', 'ponytail'])) return 'ponytail';
  if (has(words, ['bun'])) return 'bun';
  if (rolled === 'bald' && has(words, ['hair', 'haired', 'curls', 'curly', 'locks', 'mane'])) return 'short';
  return rolled;
}

/** The species a description implies ("a sly fox" → fox), human when it names no animal. */
export function speciesOf(text: string): Species {
  const words = wordsOf(text);
  for (const [species, list] of Object.entries(SPECIES_WORDS) as [Exclude<Species, 'human'>, readonly string[]][]) {
    if (has(words, list) || list.some((word) => words.has(`${word}s`))) return species;
  }
  return 'human';
}

const SCARF_PHRASE = /\b(scarf|shawl|neckerchief|muffler)\b/;
const HAT_PHRASE = /\b(hat|cap|beanie|bonnet|hood|helmet)\b/;

/** The colours of a scarf and a hat the words give, and the words left for the clothes. */
function accessoryColors(text: string): { scarf?: Hsl; hat?: Hsl; rest: string } {
  const found: { scarf?: Hsl; hat?: Hsl } = {};
  const rest = text
    .toLowerCase()
    .split(/[,;.]|\band\b|\bwith\b/)
    .filter((phrase) => {
      const color = colorsIn(phrase)[0];
      if (!color) return true;
      if (SCARF_PHRASE.test(phrase)) found.scarf ??= color;
      else if (HAT_PHRASE.test(phrase)) found.hat ??= color;
      else return true;
      return false;
    })
    .join(', ');
  return { ...found, rest };
}

/** Derive a character's look: role words (king, knight, wizard...) and colour words first, then the id's hash. */
export function figureTraits(written: { id: string; name: string; description: string }): FigureTraits {
  // The words below are English: a description in another language is read through the planner's glossary.
  const reference = { ...written, description: plannerEnglish(written.description) };
  const rng = new Rng(hashString(reference.id));
  // Who the character is (skin, eyes, hair, height, build) comes from its own stream of the id, drawn in a fixed
  // order: description words (a variant's "yellow oilskin coat") change clothes and props, never the face.
  const identity = new Rng(hashString(`${reference.id}:identity`));
  const skinRoll = identity.pick(SKIN_TONES);
  const eyeRoll = identity.pick<Hsl>([
    [25, 50, 30],
    [205, 55, 45],
    [120, 35, 38],
    [30, 20, 20],
  ]);
  const hairColorRoll = identity.pick(HAIR_COLORS);
  const hairStyleRoll = identity.next();
  const heightRoll = identity.range(0.94, 1.05);
  const buildRoll = identity.range(0.88, 1.14);
  const text = `${reference.name} ${reference.description}`;
  const words = wordsOf(text);
  const species = speciesOf(text);
  // "grey fur", "red hair": a colour in front of a hair word colours the hair or fur, not the clothes.
  const hairMatch = /\b([a-z]+)[ -](?:haired|hair|beard|fur|mane|feathers|braids?|plaits?|curls|locks|ponytail)\b/.exec(
    reference.description.toLowerCase(),
  );
  const hairNamed = hairMatch ? colorsIn(hairMatch[1] ?? '')[0] : undefined;
  const clothes = hairMatch ? reference.description.toLowerCase().replace(hairMatch[0], '') : reference.description;
  // A colour said of a scarf or a hat ("red scarf") colours that, not the coat.
  const accessories = accessoryColors(clothes);
  const colors = colorsIn(accessories.rest);
  const animal = species !== 'human';
  const sex = figureSex(reference.name, words);
  const female = sex === 'female';
  const child = has(words, ['child', 'kid', 'boy', 'girl', 'little', 'young', 'toddler', 'baby']);
  // "a twelve-year-old girl", "ten years old": an age, not an old person.
  const ageWords = wordsOf(text.toLowerCase().replace(/\b[a-z0-9]+[- ]years?[- ]old\b/g, ' '));
  const old = has(ageWords, [
    'old',
    'elderly',
    'aged',
    'grandfather',
    'grandmother',
    'grandpa',
    'grandma',
    'ancient',
    'wise',
  ]);
  const fur = animal ? FUR[species] : undefined;

  let outfit: Outfit = female
    ? rng.pick<Outfit>(['dress', 'dress', 'coat', 'tunic', 'jacket'])
    : rng.pick<Outfit>(['tunic', 'coat', 'jacket', 'jacket', 'robe']);
  const casualHats: readonly Hat[] =
    female || child ? ['beanie', 'straw', 'cap'] : ['cap', 'brim', 'beanie', 'tophat', 'straw'];
  let hat: Hat = rng.chance(0.25) ? rng.pick(casualHats) : 'none';
  let cape = rng.chance(0.12);
  if (animal) {
    outfit = rng.pick<Outfit>(['fur', 'fur', 'vest', 'coat']);
    hat = rng.chance(0.2) ? rng.pick<Hat>(['cap', 'brim', 'tophat']) : 'none';
  }
  if (has(words, ['king', 'queen', 'prince', 'princess', 'emperor', 'empress', 'royal', 'monarch'])) {
    hat = 'crown';
    cape = true;
    if (!animal) outfit = female ? 'dress' : 'robe';
  }
  if (has(words, ['knight', 'soldier', 'guard', 'warrior', 'paladin'])) {
    outfit = 'armor';
    hat = rng.chance(0.6) ? 'helmet' : hat;
  }
  if (has(words, ['wizard', 'witch', 'mage', 'sorcerer', 'sorceress', 'magician', 'druid'])) {
    outfit = 'robe';
    hat = 'wizard';
  }
  if (has(words, ['fisherman', 'sailor', 'captain', 'fisher'])) {
    outfit = 'coat';
    hat = rng.pick<Hat>(['beanie', 'cap']);
  }
  if (has(words, ['chef', 'cook', 'baker'])) {
    outfit = 'jacket';
    hat = 'chef';
  }
  if (has(words, ['farmer', 'peasant', 'shepherd'])) hat = 'straw';
  if (has(words, ['detective', 'spy', 'gangster'])) {
    outfit = 'coat';
    hat = 'brim';
  }
  if (has(words, ['monk', 'priest', 'hooded', 'hood', 'assassin', 'thief', 'rogue'])) hat = 'hood';
  // Garments the description names win over role defaults.
  for (const [garment, names] of GARMENT_WORDS) {
    if (has(words, names)) {
      outfit = garment;
      break;
    }
  }
  if (has(words, ['cloak', 'cape', 'mantle'])) cape = true;
  if (has(words, ['hat', 'cap', 'beanie', 'bonnet'])) hat = hat === 'none' ? rng.pick(casualHats) : hat;
  // A cap or a beanie the words name is that one, whatever the role would wear.
  if (has(words, ['cap', 'beanie'])) hat = has(words, ['cap']) ? 'cap' : 'beanie';
  if (species === 'robot') {
    outfit = 'armor';
    hat = 'none';
  }

  const outfitColor = colors[0] ?? rng.pick(CLOTH_COLORS);
  const trimColor = accessories.scarf ?? colors[1] ?? rng.pick(CLOTH_COLORS);
  let hairColor = hairColorRoll;
  if (has(words, ['blonde', 'blond', 'fair'])) hairColor = [46, 70, 64];
  if (has(words, ['redhead', 'ginger', 'auburn'])) hairColor = [16, 70, 42];
  if (old) hairColor = [220, 5, 82];
  if (hairNamed) hairColor = hairNamed;
  const styles: readonly Hair[] = animal
    ? ['none']
    : old && !female
      ? ['bald', 'short']
      : female
        ? ['long', 'bun', 'ponytail', 'curly', 'long']
        : ['short', 'short', 'spiky', 'curly', 'long', 'bald'];
  const hair = hairOf(words, styles[Math.floor(hairStyleRoll * styles.length)] ?? 'short');

  return {
    species,
    skin: (animal && hairNamed) || fur?.[0] || skinRoll,
    accent: fur?.[1] ?? [0, 55, 72],
    outfit,
    outfitColor,
    trimColor,
    legColor: rng.pick<Hsl>([
      [220, 25, 28],
      [30, 30, 30],
      [0, 0, 22],
      [210, 30, 45],
      [35, 25, 50],
    ]),
    shoeColor: rng.pick<Hsl>([
      [25, 40, 22],
      [0, 0, 15],
      [20, 30, 35],
    ]),
    hair,
    hairColor,
    hat,
    hatColor: accessories.hat ?? colors[2] ?? rng.pick(CLOTH_COLORS),
    eyeColor: eyeRoll,
    beard:
      !animal &&
      !female &&
      !child &&
      (has(words, ['beard', 'bearded']) || (old && rng.chance(0.7)) || rng.chance(0.12)) &&
      // Only a man grows one unasked: a character whose sex nothing says gets one only when its words give it.
      (sex === 'male' || has(words, ['beard', 'bearded'])),
    cape,
    scarf: rng.chance(animal ? 0.45 : 0.18) || has(words, ['scarf', 'shawl', 'neckerchief', 'muffler']),
    glasses: !animal && (has(words, ['glasses', 'spectacles', 'professor', 'scientist']) || rng.chance(0.08)),
    heightFactor: SIZE[species] * (child ? 0.72 : 1) * heightRoll,
    build: (species === 'bear' ? 1.25 : 1) * buildRoll,
  };
}
