import type { SceneLight, SceneSetting, SceneTime, SceneWeather } from '@sym/contracts';
import { DEFAULT_PLACE, PLACES, PROPS, placeDefinition } from '@sym/story-analysis';
import { findPhrases, textOf, wordAfter, wordBefore, type PhraseMatch, type Token } from './scene-text.ts';
import { DESCRIBING_WORDS, DETERMINERS } from './scene-words.ts';
import { readVerb } from './scene-verbs.ts';
import { chooseLocation, locatingWord, ownPlace, placeScore, type LocationAsset } from './plan-location.ts';

/**
 * Where and when a shot happens: the place (a linked location asset wins), inside or out, the time of day, the
 * weather and the light, each read from the words, with defaults a storyboard artist would pick.
 */

/** Words that only say "inside": they make the place interior but never name it when another place is named. */
const INSIDE_WORDS = new Set(['inside', 'indoors', 'interior', 'within']);
const OUTSIDE_WORDS = new Set(['outside', 'outdoors', 'exterior']);
/** Place words that are also common verbs or adjectives: a place only after a determiner or a describing word. */
const AMBIGUOUS_PLACE_WORDS = new Set([
  'keep',
  'study',
  'landing',
  'fair',
  'bar',
  'track',
  'mine',
  'den',
  'flat',
  'desk',
  'wood',
  'port',
  'steps',
  'path',
  'inside',
  'interior',
  'trees',
  'grass',
  'sand',
  'waves',
  'stream',
  'peak',
  'deck',
]);

export function acceptPlace(match: PhraseMatch, tokens: readonly Token[]): boolean {
  if (match.end - match.start > 1) return true;
  const word = tokens[match.start]!.lower;
  if (!AMBIGUOUS_PLACE_WORDS.has(word) && !readVerb(word)) return true;
  if (INSIDE_WORDS.has(word)) return true;
  const before = wordBefore(tokens, match.start);
  return Boolean(before && (DETERMINERS.has(before.lower) || DESCRIBING_WORDS.has(before.lower)));
}

/** A location's own words: "Inside" says nothing about which place it is. */
const placeAccept = (match: PhraseMatch, tokens: readonly Token[]) =>
  !INSIDE_WORDS.has(match.phrase.toLowerCase()) && acceptPlace(match, tokens);

/** Buildings seen from outside that hold the interior places named with them ("the stairs of the lighthouse"). */
const BUILDINGS = new Set(['lighthouse', 'castle', 'palace', 'temple', 'hut', 'tavern', 'spaceship', 'ship-deck']);

/**
 * The setting of a shot. `locations` are its linked location assets (the one the words put the figures in is
 * drawn); `isFigureAt` says whether a token names a figure, to tell where the figures are from where things are.
 */
export function planSetting(
  tokens: readonly Token[],
  locations: readonly LocationAsset[],
  isFigureAt: (index: number) => boolean,
): SceneSetting {
  const matches = findPhrases(tokens, PLACES, acceptPlace);
  const named = matches.filter((match) => !INSIDE_WORDS.has(match.phrase.toLowerCase()));
  const saysInside = tokens.some(
    (token) =>
      INSIDE_WORDS.has(token.lower) &&
      !insideThing(tokens, token.index) &&
      !insideLastThing(tokens, token.index, named),
  );
  const saysOutside = tokens.some((token) => OUTSIDE_WORDS.has(token.lower));
  const details = named.map((match) => match.phrase.toLowerCase());

  const ownOf = (asset: LocationAsset) => ownPlace(asset, placeAccept, best);
  const location = chooseLocation(tokens, named, locations, (asset) => ownOf(asset)?.key, isFigureAt);
  if (location) {
    // The text may name a room of the location ("the spiral stairs" of a lighthouse asset): the room is drawn.
    const room = named.find((match) => placeDefinition(match.key)?.interior && match.key !== 'room');
    const chosen = room ?? ownOf(location);
    const key = chosen?.key ?? best(tokens, named, isFigureAt)?.key ?? DEFAULT_PLACE;
    return {
      place: key,
      interior: interiorOf(key, saysInside || Boolean(room), saysOutside),
      assetId: location.id,
      name: location.name,
      details: unique(details.filter((detail) => detail !== chosen?.phrase.toLowerCase())).slice(0, 12),
      source: { from: 'asset', evidence: location.name.slice(0, 200) },
    };
  }
  const chosen = best(tokens, named, isFigureAt);
  if (!chosen) {
    // "Inside, she waits": a room; "inside the empty boat" said nothing about the place.
    return {
      place: saysInside ? 'room' : DEFAULT_PLACE,
      interior: saysInside,
      assetId: null,
      name: '',
      details: [],
      source: { from: 'default', evidence: '' },
    };
  }
  // An interior place inside a named building: the building names it ("the spiral stairs of the old lighthouse").
  const building = named.find((match) => match !== chosen && BUILDINGS.has(match.key));
  const insideBuilding = Boolean(placeDefinition(chosen.key)?.interior && building);
  // "the harbour market": a place word right before the chosen one belongs to its name.
  const compound = named.find((match) => match.end === chosen.start);
  const nameMatch =
    insideBuilding && building
      ? building
      : compound
        ? { ...chosen, start: compound.start, phrase: `${compound.phrase} ${chosen.phrase}` }
        : chosen;
  return {
    place: chosen.key,
    interior: interiorOf(chosen.key, saysInside || insideBuilding, saysOutside),
    assetId: null,
    name: nounPhrase(tokens, nameMatch).slice(0, 120),
    details: unique(details.filter((detail) => !nameMatch.phrase.toLowerCase().includes(detail))).slice(0, 12),
    source: { from: 'text', evidence: evidenceAround(tokens, chosen, nameMatch).slice(0, 200) },
  };
}

/**
 * The longest phrase wins; among equals, a place the text puts the figures in ("on the red planet", not "a
 * spaceship lands"; "the lighthouse beam sweeps across the sea" puts no one at sea), then the interior place (we
 * are inside it), then the vocabulary's order. Without `isFigureAt` (a location's own words), any preposition of
 * place counts.
 */
function best(
  tokens: readonly Token[],
  matches: readonly PhraseMatch[],
  isFigureAt?: (index: number) => boolean,
): PhraseMatch | undefined {
  const order = (key: string) => PLACES.findIndex((place) => place.key === key);
  // "at the harbour market": the compound's last place is where the preposition puts us.
  const located = (match: PhraseMatch) => {
    const start = (matches.find((other) => other.end === match.start) ?? match).start;
    return isFigureAt ? placeScore(tokens, start, isFigureAt) : Number(Boolean(locatingWord(tokens, start)));
  };
  return [...matches].sort(
    (a, b) =>
      b.end - b.start - (a.end - a.start) ||
      located(b) - located(a) ||
      Number(placeDefinition(b.key)?.interior ?? false) - Number(placeDefinition(a.key)?.interior ?? false) ||
      order(a.key) - order(b.key) ||
      a.start - b.start,
  )[0];
}

function interiorOf(key: string, saysInside: boolean, saysOutside: boolean): boolean {
  if (saysOutside) return false;
  return saysInside || (placeDefinition(key)?.interior ?? false);
}

/** The place as written with its determiner and describing words ("the old lighthouse"). */
function nounPhrase(tokens: readonly Token[], match: PhraseMatch): string {
  let start = match.start;
  while (start > 0) {
    const before = wordBefore(tokens, start);
    if (!before || !(DESCRIBING_WORDS.has(before.lower) || DETERMINERS.has(before.lower))) break;
    start -= 1;
    if (DETERMINERS.has(before.lower)) break;
  }
  return textOf(tokens, start, match.end);
}

/** The words before the place, the place and the building it is in ("climbs the spiral stairs of the old lighthouse"). */
function evidenceAround(tokens: readonly Token[], match: PhraseMatch, building: PhraseMatch): string {
  let start = Math.min(match.start, building.start);
  for (let steps = 0; steps < 3 && wordBefore(tokens, start); steps += 1) start -= 1;
  return textOf(tokens, start, Math.max(match.end, building.end));
}

const PROP_WORDS = new Set(PROPS.flatMap((prop) => prop.words.flatMap((phrase) => phrase.split(' '))));

/** "inside the empty boat", "inside her bag": inside a thing, not a room. */
function insideThing(tokens: readonly Token[], index: number): boolean {
  for (let i = index + 1; i < tokens.length && i <= index + 4; i += 1) {
    const token = tokens[i]!;
    if (token.punct) return false;
    if (DETERMINERS.has(token.lower) || DESCRIBING_WORDS.has(token.lower)) continue;
    return PROP_WORDS.has(token.lower) || PROP_WORDS.has(token.lower.replace(/e?s$/, ''));
  }
  return false;
}

/**
 * "… a small tin box tied with string. Inside she finds …": an "inside" with no object of its own is inside the
 * last thing named before it; when that is a prop rather than a place, it says nothing about the place.
 */
function insideLastThing(tokens: readonly Token[], index: number, places: readonly PhraseMatch[]): boolean {
  const next = tokens[index + 1];
  if (next && !next.punct && (DETERMINERS.has(next.lower) || DESCRIBING_WORDS.has(next.lower))) return false;
  for (let i = index - 1; i >= 0; i -= 1) {
    if (places.some((place) => place.start <= i && place.end > i)) return false;
    const lower = tokens[i]!.lower;
    if (PROP_WORDS.has(lower) || PROP_WORDS.has(lower.replace(/e?s$/, ''))) return true;
  }
  return false;
}

/** Where a shot with no place word happens, by the big things in it: a boat lies on a beach, a bed in a room. */
const PROP_PLACES: ReadonlyArray<[string, string]> = [
  ['boat', 'beach'],
  ['anchor', 'harbour'],
  ['net', 'harbour'],
  ['fishing-rod', 'river'],
  ['car', 'street'],
  ['bicycle', 'street'],
  ['cart', 'village'],
  ['bed', 'room'],
  ['laptop', 'office'],
];

/** The setting of a shot that names no place (`setting` is the default one), drawn around its props. */
export function settingOfProps(
  setting: SceneSetting,
  props: ReadonlyArray<{ kind: string; name: string }>,
): SceneSetting {
  if (setting.source.from !== 'default' || setting.interior) return setting;
  for (const [kind, place] of PROP_PLACES) {
    const prop = props.find((each) => each.kind === kind);
    if (!prop) continue;
    return {
      ...setting,
      place,
      interior: placeDefinition(place)?.interior ?? false,
      source: { from: 'default', evidence: prop.name.slice(0, 200) },
    };
  }
  return setting;
}

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

const TIME_WORDS: ReadonlyArray<[SceneTime, readonly string[]]> = [
  ['dawn', ['dawn', 'sunrise', 'daybreak', 'first light', 'early morning']],
  ['sunset', ['sunset', 'dusk', 'twilight', 'evening', 'sundown', 'nightfall', 'golden hour']],
  ['night', ['night', 'midnight', 'moonlight', 'moonlit', 'moon', 'stars', 'starry', 'tonight', 'nighttime']],
  ['day', ['day', 'daytime', 'noon', 'midday', 'afternoon', 'morning', 'daylight', 'sunny', 'sunshine']],
];

const WEATHER_WORDS: ReadonlyArray<[SceneWeather, readonly string[]]> = [
  ['storm', ['storm', 'stormy', 'thunder', 'thunderstorm', 'lightning', 'gale', 'tempest', 'hurricane', 'squall']],
  ['snow', ['snow', 'snowy', 'snowing', 'blizzard', 'snowfall', 'snowflakes', 'frost', 'frosty', 'icy']],
  ['rain', ['rain', 'raining', 'rainy', 'drizzle', 'downpour', 'soaked', 'rain-soaked', 'rainfall']],
  ['fog', ['fog', 'foggy', 'mist', 'misty', 'haze', 'hazy']],
  ['cloudy', ['cloud', 'clouds', 'cloudy', 'overcast', 'grey sky', 'gray sky']],
  ['clear', ['clear sky', 'clear', 'cloudless', 'sunny', 'sunshine']],
];

const LIGHT_WORDS: ReadonlyArray<[SceneLight, readonly string[]]> = [
  ['golden', ['golden light', 'golden hour', 'warm glow', 'warm light', 'glowing', 'amber light']],
  [
    'dim',
    [
      'dim',
      'dimly',
      'candlelit',
      'candle-lit',
      'lamplit',
      'lamp-lit',
      'lamplight',
      'candlelight',
      'firelight',
      'flickering',
    ],
  ],
  ['dark', ['dark', 'darkness', 'pitch black', 'pitch-black', 'shadows', 'shadowy', 'gloom']],
  ['moody', ['moody', 'gloomy', 'ominous', 'eerie', 'noir', 'menacing', 'brooding']],
  ['bright', ['bright', 'sunlit', 'sun-drenched', 'brilliant', 'dazzling', 'blazing', 'sunny']],
  ['soft', ['soft light', 'gentle light', 'pale light', 'diffuse', 'soft']],
];

const ALL_WORDS = <K extends string>(table: ReadonlyArray<[K, readonly string[]]>) =>
  table.map(([key, words]) => ({ key, words }));
/** Every time, weather and light word (they open sentences: "Lightning splits the sky"). */
export const ATMOSPHERE_WORDS: readonly string[] = [...TIME_WORDS, ...WEATHER_WORDS, ...LIGHT_WORDS].flatMap(
  ([, words]) => words.flatMap((phrase) => phrase.split(' ')),
);
const TIMES = ALL_WORDS(TIME_WORDS);
const WEATHERS = ALL_WORDS(WEATHER_WORDS);
const LIGHTS = ALL_WORDS(LIGHT_WORDS);
/** Words after "dark" or "soft" that make them a look ("dark hair"), not the light. */
const LOOK_NOUNS = /^(hair|eyes|coat|cloak|suit|skin|beard|dress|fur|wood|green|blue|red|voice|brown)$/;

export interface Atmosphere {
  time: SceneTime;
  weather: SceneWeather;
  light: SceneLight;
}

/**
 * Time, weather and light. The modification's words win over the shot's (a modification says what to change);
 * among the shot's words, the first time, the most severe weather and the first light word count. Words that say
 * no time keep the time of the shot before (`timeBefore`), else day.
 */
export function planAtmosphere(
  tokens: readonly Token[],
  modification: readonly Token[],
  interior: boolean,
  timeBefore?: SceneTime,
): Atmosphere {
  const pick = <K extends string>(entries: Array<{ key: K; words: readonly string[] }>, severest: boolean) => {
    for (const source of [modification, tokens]) {
      const found = findPhrases(source, entries, (match, all) => {
        if (isOver(all, match.end)) return false;
        if (match.end - match.start > 1) return true;
        const after = wordAfter(all, match.start);
        return !(after && LOOK_NOUNS.test(after.lower));
      });
      if (found.length === 0) continue;
      if (!severest) return found[0]!.key;
      const rank = (key: K) => entries.findIndex((entry) => entry.key === key);
      return found.map((match) => match.key).sort((a, b) => rank(a) - rank(b))[0]!;
    }
    return undefined;
  };
  const time = pick(TIMES, false) ?? timeBefore ?? 'day';
  const weather = pick(WEATHERS, true) ?? 'clear';
  const light = pick(LIGHTS, false) ?? defaultLight(time, weather, interior);
  return { time, weather, light };
}

const ENDED = new Set(['over', 'passed', 'gone', 'stopped', 'ended', 'done']);
const ENDS = new Set(['passes', 'ends', 'stops', 'clears', 'lifts', 'breaks']);

/** "the storm is over", "the night has passed", "the fog lifts": a weather or a time that has ended is not drawn. */
function isOver(tokens: readonly Token[], end: number): boolean {
  const [next, then] = [tokens[end], tokens[end + 1]];
  if (!next || next.punct) return false;
  if (ENDS.has(next.lower)) return true;
  return ['is', 'was', 'has', 'had'].includes(next.lower) && Boolean(then && ENDED.has(then.lower));
}

function defaultLight(time: SceneTime, weather: SceneWeather, interior: boolean): SceneLight {
  if (interior) return time === 'night' || time === 'sunset' || weather === 'storm' ? 'dim' : 'soft';
  if (weather === 'storm' || weather === 'rain' || weather === 'fog') return 'moody';
  if (time === 'night') return 'dark';
  if (time === 'dawn' || time === 'sunset') return 'golden';
  if (weather === 'cloudy' || weather === 'snow') return 'soft';
  return 'bright';
}
