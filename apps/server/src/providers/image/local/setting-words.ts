/** Reads a setting (place, time of day, weather) from the words of a prompt and its location descriptions. */

export const SETTING_KINDS = [
  'forest',
  'city',
  'sea',
  'harbor',
  'beach',
  'mountain',
  'desert',
  'village',
  'castle',
  'interior',
  'kitchen',
  'cave',
  'field',
  'river',
  'space',
] as const;
export type SettingKind = (typeof SETTING_KINDS)[number];
export type TimeOfDay = 'day' | 'sunset' | 'night';

export interface SettingSpec {
  kind: SettingKind;
  time: TimeOfDay;
  rain: boolean;
  snow: boolean;
  fog: boolean;
  /** Water visible behind the main setting ("a village by the sea"). */
  waterBehind: boolean;
}

// Ordered by priority: when two kinds score the same, the earlier one wins (a kitchen is also an interior).
const KIND_WORDS: readonly (readonly [SettingKind, readonly string[]])[] = [
  ['space', ['space', 'spaceship', 'starship', 'planet', 'galaxy', 'orbit', 'asteroid', 'nebula']],
  ['kitchen', ['kitchen', 'stove', 'bakery', 'oven', 'pantry']],
  [
    'interior',
    [
      'interior',
      'room',
      'inside',
      'indoors',
      'house',
      'home',
      'hall',
      'bedroom',
      'office',
      'library',
      'tavern',
      'inn',
      'bar',
      'cottage',
      'hut',
      'classroom',
      'shop',
      'apartment',
      'living',
      'cabin',
      'study',
      'corridor',
      'throne',
    ],
  ],
  ['cave', ['cave', 'cavern', 'grotto', 'underground', 'tunnel', 'mine', 'den', 'lair']],
  ['castle', ['castle', 'fortress', 'palace', 'citadel', 'tower', 'kingdom', 'keep', 'ramparts']],
  [
    'city',
    [
      'city',
      'street',
      'streets',
      'building',
      'buildings',
      'downtown',
      'urban',
      'skyscraper',
      'alley',
      'avenue',
      'town square',
      'metropolis',
      'traffic',
    ],
  ],
  ['village', ['village', 'town', 'hamlet', 'farm', 'farmhouse', 'cottages', 'houses', 'market']],
  ['harbor', ['harbor', 'harbour', 'port', 'dock', 'docks', 'pier', 'wharf', 'quay', 'marina']],
  ['beach', ['beach', 'shore', 'coast', 'sand', 'sandy', 'seaside', 'dunes by the sea']],
  ['sea', ['sea', 'ocean', 'waves', 'sail', 'sailing', 'ship', 'boat', 'island', 'lake', 'bay']],
  ['river', ['river', 'stream', 'creek', 'brook', 'bridge', 'riverbank', 'waterfall']],
  [
    'mountain',
    ['mountain', 'mountains', 'peak', 'summit', 'cliff', 'cliffs', 'alps', 'hills', 'valley', 'ridge', 'glacier'],
  ],
  ['desert', ['desert', 'dune', 'dunes', 'sahara', 'oasis', 'canyon', 'cactus', 'wasteland']],
  ['forest', ['forest', 'woods', 'wood', 'trees', 'tree', 'jungle', 'grove', 'woodland', 'pines', 'oak', 'thicket']],
  [
    'field',
    [
      'field',
      'fields',
      'meadow',
      'grass',
      'grassland',
      'garden',
      'park',
      'countryside',
      'prairie',
      'pasture',
      'orchard',
    ],
  ],
];

const NIGHT_WORDS = [
  'night',
  'moon',
  'moonlight',
  'moonlit',
  'dark',
  'darkness',
  'midnight',
  'stars',
  'starry',
  'evening',
];
const SUNSET_WORDS = ['sunset', 'dusk', 'dawn', 'sunrise', 'twilight', 'golden hour', 'morning glow'];
const RAIN_WORDS = ['rain', 'raining', 'rainy', 'storm', 'stormy', 'downpour', 'drizzle', 'thunder'];
const SNOW_WORDS = ['snow', 'snowy', 'snowing', 'winter', 'blizzard', 'frost', 'frozen', 'icy'];
const FOG_WORDS = ['fog', 'foggy', 'mist', 'misty', 'haze', 'hazy'];
const WATER_WORDS = ['sea', 'ocean', 'lake', 'bay', 'coast', 'shore', 'harbor', 'harbour'];

/** Lower-case words of a text, for whole-word matching. */
export function wordsOf(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[a-z]+/g) ?? []);
}

function mentions(words: Set<string>, lower: string, vocabulary: readonly string[]): number {
  let count = 0;
  for (const term of vocabulary) {
    if (term.includes(' ') ? lower.includes(term) : words.has(term)) count++;
  }
  return count;
}

/** Pick the setting that the words describe best; a field in daylight when nothing matches. */
export function readSetting(text: string): SettingSpec {
  const lower = text.toLowerCase();
  const words = wordsOf(text);
  let kind: SettingKind = 'field';
  let best = 0;
  for (const [candidate, vocabulary] of KIND_WORDS) {
    const score = mentions(words, lower, vocabulary);
    if (score > best) {
      best = score;
      kind = candidate;
    }
  }
  const night = mentions(words, lower, NIGHT_WORDS);
  const sunset = mentions(words, lower, SUNSET_WORDS);
  const time: TimeOfDay = night > sunset ? 'night' : sunset > 0 ? 'sunset' : 'day';
  const waterBehind =
    ['village', 'castle', 'city', 'mountain', 'field'].includes(kind) && mentions(words, lower, WATER_WORDS) > 0;
  return {
    kind,
    time: kind === 'space' ? 'night' : time,
    rain: mentions(words, lower, RAIN_WORDS) > 0,
    snow: mentions(words, lower, SNOW_WORDS) > 0,
    fog: mentions(words, lower, FOG_WORDS) > 0,
    waterBehind,
  };
}

/** Whether the setting is indoors (no sky, no weather). */
export function isIndoor(kind: SettingKind): boolean {
  return kind === 'interior' || kind === 'kitchen' || kind === 'cave';
}
