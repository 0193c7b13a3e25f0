import nlp from 'compromise';
import { PLACES } from '../vocabulary/places.ts';
import { escapeRegExp } from './script-names.ts';

/**
 * Scene headings of a script ("INT. OLD LIGHTHOUSE — NIGHT", "EXT. HARBOUR — DAY") from the places and times the
 * shots name. A place the episode gives a shot (its scene or linked location) comes first; else places are those
 * the renderer knows (vocabulary/places.ts), so a heading names what the picture shows, in the text's own words
 * ("the old lighthouse" → OLD LIGHTHOUSE). A shot that names no place or time stays where the previous one was.
 */

export interface ScenePlace {
  key: string;
  /** As the text says it, lower case: "old lighthouse", with the part of it the shot is in: "spiral stairs". */
  label: string;
  part?: string | undefined;
  interior: boolean;
}

export interface Scene {
  place?: ScenePlace | undefined;
  time?: string | undefined;
}

// Place words that are also common verbs, adjectives or parts of a picture ("she steps in", "a fair wind",
// "waves roll"): the renderer may use them, a heading would misread them.
const AMBIGUOUS = new Set([
  'inside',
  'indoors',
  'interior',
  'keep',
  'fair',
  'mine',
  'study',
  'steps',
  'landing',
  'track',
  'waves',
  'bar',
  'desk',
  'stove',
  'oven',
  'throne',
  'mast',
  'aboard',
  'on board',
  'sand',
  'grass',
  'trees',
  'wood',
  'den',
  'lair',
  'port',
  'space',
  'stalls',
  'hedge',
  'peak',
  'ledge',
  'track through',
  'planet',
  'bridge of the ship',
]);
const INSIDE = /\b(?:inside|indoors|within)\b/i;
const OUTSIDE = /\b(?:outside|outdoors|out of doors)\b/i;

const TIMES: readonly { time: string; words: RegExp }[] = [
  { time: 'NIGHT', words: /\b(?:night|midnight|nightfall|moonlight|moonlit|at night)\b/i },
  { time: 'DAWN', words: /\b(?:dawn|sunrise|daybreak|first light)\b/i },
  { time: 'DUSK', words: /\b(?:dusk|sunset|twilight|sundown)\b/i },
  { time: 'EVENING', words: /\b(?:evening)\b/i },
  { time: 'MORNING', words: /\b(?:morning)\b/i },
  { time: 'DAY', words: /\b(?:day|noon|midday|afternoon|daylight|sunny|sunlit)\b/i },
];

const NOT_MODIFIERS = new Set(['the', 'a', 'an', 'his', 'her', 'their', 'its', 'our', 'my', 'your', 'this', 'that']);

/** "the old lighthouse" → "old lighthouse": the place word with the word before it when that describes it. */
function labelOf(text: string, phrase: string): string {
  const modifier = new RegExp(`\\b([a-z]+)\\s+${escapeRegExp(phrase)}\\b`, 'i').exec(text)?.[1]?.toLowerCase();
  if (!modifier || NOT_MODIFIERS.has(modifier)) return phrase;
  // "the harbour market": a place word naming the kind of place; "the old lighthouse": a describing word.
  const isPlaceWord = PLACES.some((place) => place.words.includes(modifier));
  if (isPlaceWord || nlp(`the ${modifier} ${phrase}`).match(`the [#Adjective] ${phrase}`).found) {
    return `${modifier} ${phrase}`;
  }
  return phrase;
}

interface Found extends ScenePlace {
  phrase: string;
}

/**
 * Every place the text names, in the vocabulary's order (earlier entries win ties), except that a place the text
 * puts inside another ("the stairs of the old lighthouse") comes as a part of that one.
 */
export function placesIn(text: string): ScenePlace[] {
  const found: Found[] = [];
  for (const place of PLACES) {
    const phrases = [...place.words].filter((word) => !AMBIGUOUS.has(word)).sort((a, b) => b.length - a.length);
    const phrase = phrases.find((word) => new RegExp(`\\b${escapeRegExp(word)}\\b`, 'i').test(text));
    if (!phrase) continue;
    const interior = INSIDE.test(text) ? true : OUTSIDE.test(text) ? false : place.interior;
    found.push({ key: place.key, label: labelOf(text, phrase), interior, phrase });
  }
  const places: ScenePlace[] = found.map(({ phrase: _phrase, ...place }) => place);
  for (const part of found) {
    const whole = found.find(
      (other) =>
        other !== part &&
        new RegExp(
          `\\b${escapeRegExp(part.phrase)}\\s+(?:of|in|inside)\\s+(?:the|a|an)?\\s*(?:[a-z]+\\s+)?${escapeRegExp(other.phrase)}\\b`,
          'i',
        ).test(text),
    );
    if (!whole) continue;
    const index = places.findIndex((place) => place.key === whole.key);
    places.splice(index, 1);
    places.unshift({ key: whole.key, label: whole.label, part: part.label, interior: part.interior });
    return places.filter((place) => place.key !== part.key);
  }
  return places;
}

/** The time of day the text names, in heading words ("NIGHT"), if any. */
export function timeIn(text: string): string | undefined {
  return TIMES.find((entry) => entry.words.test(text))?.time;
}

/** The heading of a scene: "EXT. OLD LIGHTHOUSE — NIGHT", "INT. OLD LIGHTHOUSE — SPIRAL STAIRS — NIGHT". */
export function sceneHeading(place: ScenePlace, time: string): string {
  const where = [place.label, place.part].filter(Boolean).join(' — ');
  return `${place.interior ? 'INT.' : 'EXT.'} ${where.toUpperCase()} — ${time}`;
}

/**
 * The place an episode names for a shot (a scene label or a location's name: "Sea Cave", "Tobias's boat"): its
 * name as the heading's label, inside or out as the vocabulary or the shot's text says (outside when neither does).
 */
function namedPlace(name: string, text: string): ScenePlace {
  const known = placesIn(name)[0];
  const interior = INSIDE.test(text) ? true : OUTSIDE.test(text) ? false : (known?.interior ?? false);
  const label = name.replace(/\s+/g, ' ').trim().toLowerCase();
  return { key: `named:${label}`, label, interior };
}

/**
 * The scene of each shot: the place the episode names for it, else the one its text names, else the previous
 * shot's; the time its text names, else the previous one. The first shots, before any names a place or time, take
 * the first named. A shot naming the current place among others stays in it.
 */
export function scenesOf(texts: readonly string[], named: readonly (string | undefined)[] = []): Scene[] {
  const places = texts.map((text, index) => {
    const name = named[index]?.trim();
    return name ? [namedPlace(name, text)] : placesIn(text);
  });
  const times = texts.map(timeIn);
  let place = places.find((list) => list.length > 0)?.[0];
  let time = times.find(Boolean);
  return texts.map((_, index) => {
    const here = places[index]!;
    const same = place && here.find((candidate) => candidate.key === place!.key);
    if (here.length > 0) place = same ?? here[0];
    time = times[index] ?? time;
    return { place, time };
  });
}

/** Whether two scenes need a heading between them. */
export function isNewScene(previous: Scene | undefined, next: Scene): boolean {
  if (!next.place) return false;
  if (!previous?.place) return true;
  return (
    previous.place.key !== next.place.key ||
    previous.place.part !== next.place.part ||
    previous.place.interior !== next.place.interior ||
    previous.time !== next.time
  );
}
