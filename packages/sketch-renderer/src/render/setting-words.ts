/** Reads a setting (place, time of day, weather) from the words of a prompt and its location descriptions. */
import type { SceneLight, SceneTime } from '@sym/contracts';

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
export type TimeOfDay = SceneTime;

export interface SettingSpec {
  kind: SettingKind;
  time: TimeOfDay;
  rain: boolean;
  snow: boolean;
  fog: boolean;
  /** Water visible behind the main setting ("a village by the sea"). */
  waterBehind: boolean;
  /** A grey sky without rain. */
  cloudy?: boolean;
  /** Heavy rain under dark clouds, with a rough sea (rain is also set). */
  storm?: boolean;
  /** The light of the scene; unset is plain daylight for the time of day. */
  light?: SceneLight;
  /** Lit by lamps rather than the sky: night is dimmer and warmer, never near-black. */
  indoor?: boolean;
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
const SUNSET_WORDS = ['sunset', 'dusk', 'twilight', 'golden hour'];
const DAWN_WORDS = ['dawn', 'sunrise', 'daybreak', 'morning glow'];
const STORM_WORDS = ['storm', 'stormy', 'thunder', 'lightning', 'gale', 'tempest'];
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
  const dawn = mentions(words, lower, DAWN_WORDS);
  const time: TimeOfDay = night > sunset + dawn ? 'night' : sunset > 0 ? 'sunset' : dawn > 0 ? 'dawn' : 'day';
  const waterBehind =
    ['village', 'castle', 'city', 'mountain', 'field'].includes(kind) && mentions(words, lower, WATER_WORDS) > 0;
  return {
    kind,
    time: kind === 'space' ? 'night' : time,
    rain: mentions(words, lower, RAIN_WORDS) > 0,
    snow: mentions(words, lower, SNOW_WORDS) > 0,
    fog: mentions(words, lower, FOG_WORDS) > 0,
    waterBehind,
    storm: mentions(words, lower, STORM_WORDS) > 0,
  };
}

/** Whether the setting is indoors (no sky, no weather). */
export function isIndoor(kind: SettingKind): boolean {
  return kind === 'interior' || kind === 'kitchen' || kind === 'cave';
}
