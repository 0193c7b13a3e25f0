import { detectLanguage } from '../language/detect-language.ts';
import { SHOT_PHRASING, type ShotPhrasing } from './shot-phrasing.ts';
import type { CameraMotion, ShotBreakdownRequest, ShotType, StoryAssetType, StoryShot } from '../types.ts';
import { createAssetMatcher } from './asset-matcher.ts';
import { countWords, fitDurations, readingSeconds } from './shot-durations.ts';
import { DETAIL, EMOTION, FALLING, LANDSCAPE, MOVEMENT, REVEAL, RISING } from './shot-vocabulary.ts';
import { emptyMemory, shotAction } from './shot-action.ts';
import { castOf, learnSexes } from './shot-cast.ts';
import { startsBeat } from './shot-beats.ts';
import type { BeatCues } from './shot-beats.ts';
import { splitSentences } from '../text/sentence-splitter.ts';
import type { Sentence } from '../text/sentence-splitter.ts';

/** A shot with the story sentences it was made from, in order. */
export interface PlannedShot extends StoryShot {
  sentences: string[];
}

interface SentenceInfo extends Sentence {
  words: number;
  dialogue: string[];
  narration: string;
}

/** The known assets a shot mentions, by type. */
export interface ShotAssets {
  characters: string[];
  locations: string[];
  props: string[];
  /** Characters named outside quotation marks, per sentence: who acts or speaks. */
  actorsBySentence: string[][];
}

const MIN_TARGET_WORDS = 40;
const MAX_TARGET_WORDS = 60;
const SHOTS_PER_STORY = 20;
// Narration sentences per shot; lines of dialogue continuing a speech do not count.
const MAX_SENTENCES = 4;
// A line of dialogue may run past the usual size rather than be cut off from its speaker.
const MAX_DIALOGUE_WORDS = 90;
const QUOTED = /"([^"]*)"|“([^”]*)”/g;
const MAX_DESCRIPTION = 600;

function describeSentence(sentence: Sentence): SentenceInfo {
  const dialogue = [...sentence.text.matchAll(QUOTED)]
    .map((match) => (match[1] ?? match[2] ?? '').trim())
    .filter(Boolean);
  const narration = sentence.text.replace(QUOTED, ' ').replace(/\s+/g, ' ').trim();
  return { ...sentence, words: countWords(sentence.text), dialogue, narration };
}

const isQuoteOnly = (sentence: SentenceInfo): boolean =>
  sentence.dialogue.length > 0 && !/\p{L}/u.test(sentence.narration);

/** Groups sentences into shots by beats: a beat runs on while place, people and action stay; a line of dialogue
 * stays with its speaker; size limits keep a long beat from becoming one endless shot. Without `cuesOf` (no known
 * assets) only time jumps, sudden events, paragraphs and size split. */
export function groupSentences(
  sentences: readonly Sentence[],
  cuesOf: (narration: string) => BeatCues = () => ({ characters: [], locations: [] }),
): SentenceInfo[][] {
  const infos = sentences.map(describeSentence);
  const totalWords = infos.reduce((sum, sentence) => sum + sentence.words, 0);
  // Longer stories get fuller shots so that a 1,000-word story stays around twenty shots.
  const targetWords = Math.min(MAX_TARGET_WORDS, Math.max(MIN_TARGET_WORDS, totalWords / SHOTS_PER_STORY));
  const maxWords = targetWords * 1.6;
  const groups: SentenceInfo[][] = [];
  let current: SentenceInfo[] = [];
  let words = 0;
  let state = { characters: new Set<string>(), locations: new Set<string>(), speaker: undefined as string | undefined };
  for (const sentence of infos) {
    const last = current[current.length - 1];
    const hasDialogue = current.some((item) => item.dialogue.length > 0);
    const continuesSpeech =
      last !== undefined && isQuoteOnly(sentence) && hasDialogue && sentence.paragraph === last.paragraph;
    const cues = cuesOf(sentence.narration);
    let startNew: boolean;
    if (!last) startNew = false;
    else if (continuesSpeech) startNew = words + sentence.words > MAX_DIALOGUE_WORDS;
    else {
      const narrated = current.filter((item) => !isQuoteOnly(item)).length;
      const tooBig = narrated >= MAX_SENTENCES || words + sentence.words > maxWords;
      // A new paragraph of a full shot is a new beat; a short exchange of lines stays together as one two-shot.
      const newParagraph = sentence.paragraph !== last.paragraph && words >= targetWords * 0.6;
      startNew =
        tooBig ||
        newParagraph ||
        startsBeat(
          state,
          sentence.narration,
          cues,
          sentence.dialogue.length > 0,
          sentence.paragraph !== last.paragraph,
          words >= targetWords / 2,
        );
    }
    if (startNew) {
      groups.push(current);
      current = [];
      words = 0;
      state = { characters: new Set(), locations: new Set(), speaker: undefined };
    }
    current.push(sentence);
    words += sentence.words;
    for (const name of cues.characters) state.characters.add(name);
    for (const name of cues.locations) state.locations.add(name);
    if (sentence.dialogue.length > 0 && cues.characters[0]) state.speaker = cues.characters[0];
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

function joinDialogue(lines: readonly string[]): string | undefined {
  if (lines.length === 0) return undefined;
  // "Good morning," + "How glossy..." reads as two sentences once the attribution between them is gone.
  return lines
    .map((line, index) => {
      const next = lines[index + 1];
      // A line cut off by its attribution ("Now we shall be happy," said...) ends with a full stop.
      return (!next || /^[A-Z]/.test(next)) && /,$/.test(line) ? `${line.slice(0, -1)}.` : line;
    })
    .join(' ');
}

/** Framing from content: landscape → wide, two characters → medium, feelings → close, handled detail → extreme close. */
export function chooseType(index: number, text: string, assets: ShotAssets): ShotType {
  if (index === 0) return 'establishing';
  const { characters, locations, props } = assets;
  if (props.length > 0 && DETAIL.test(text) && characters.length <= 1) return 'extreme_close';
  if (EMOTION.test(text) && characters.length >= 1 && characters.length <= 2) return 'close';
  if (characters.length >= 2) return 'medium';
  if (characters.length === 0 || (locations.length > 0 && LANDSCAPE.test(text))) return 'wide';
  return 'medium';
}

/** Camera motion from content: journeys → tracking, openings → drone, reveals → zoom out, feelings → zoom in. */
export function chooseMotion(index: number, type: ShotType, narration: string, assets: ShotAssets): CameraMotion {
  if (index === 0) return assets.locations.length > 0 || LANDSCAPE.test(narration) ? 'drone' : 'zoom_out';
  if (MOVEMENT.test(narration)) return 'tracking';
  if (REVEAL.test(narration)) return 'zoom_out';
  if (type === 'close') return 'zoom_in';
  if (RISING.test(narration)) return 'tilt_up';
  if (FALLING.test(narration)) return 'tilt_down';
  if (type === 'wide') return index % 2 === 0 ? 'pan_right' : 'pan_left';
  return 'auto';
}

function describeShot(group: readonly SentenceInfo[], assets: ShotAssets, type: ShotType, words: ShotPhrasing): string {
  const parts: string[] = [];
  if (type === 'establishing' && assets.locations[0]) parts.push(words.establishing(assets.locations[0]));
  group.forEach((sentence, position) => {
    if (sentence.dialogue.length === 0) {
      parts.push(sentence.text);
      return;
    }
    // Pronoun speakers ("it asked") stay unnamed rather than be guessed.
    const speaker = assets.actorsBySentence[position]?.[0];
    if (!speaker) return;
    const others = [...new Set(assets.actorsBySentence.flat())].filter((name) => name !== speaker);
    const listener = others.length === 1 ? others[0] : undefined;
    const line = words.speaks(speaker, listener);
    if (parts[parts.length - 1] !== line) parts.push(line);
  });
  if (parts.length === 0 && assets.characters.length > 0) {
    const [only] = assets.characters;
    parts.push(assets.characters.length === 1 ? words.speaks(only!) : words.talk(assets.characters));
  }
  const text = parts.join(' ') || group.map((sentence) => sentence.text).join(' ');
  return text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…` : text;
}

/** Breaks a story into shots, each listing the known assets it mentions and the sentences it covers. */
export function planShots(request: ShotBreakdownRequest): PlannedShot[] {
  const language = detectLanguage(request.story);
  // German capitalises its nouns: a capitalised asset name is not met by the same word in lower case.
  const matchAll = createAssetMatcher(request.assets, language === 'de');
  const typeOf = new Map<string, StoryAssetType>(request.assets.map((asset) => [asset.name, asset.type]));
  const order = new Map(request.assets.map((asset, position) => [asset.name, position]));
  const ofType = (names: readonly string[], type: StoryAssetType) => names.filter((name) => typeOf.get(name) === type);
  const groups = groupSentences(splitSentences(request.story), (narration) => {
    const names = matchAll(narration);
    return { characters: ofType(names, 'character'), locations: ofType(names, 'location') };
  });
  const shots: PlannedShot[] = [];
  const cast = castOf(request.assets.filter((asset) => asset.type === 'character'));
  learnSexes(request.story, cast);
  // Who "she" and "they" mean carries over from shot to shot.
  const memory = emptyMemory();
  groups.forEach((group, index) => {
    const text = group.map((sentence) => sentence.text).join(' ');
    const narration = group.map((sentence) => sentence.narration).join(' ');
    const assetNames = matchAll(text);
    // Unattributed lines continue the previous shot's conversation, so its characters are still on screen.
    const previous = shots[shots.length - 1];
    if (previous && !/\p{L}/u.test(narration)) {
      for (const name of ofType(previous.assetNames, 'character'))
        if (!assetNames.includes(name)) assetNames.push(name);
    }
    const action = shotAction(narration, cast, memory);
    // "Together they row out": the action names who "they" are, and they are in the shot.
    for (const name of ofType(matchAll(action), 'character')) if (!assetNames.includes(name)) assetNames.push(name);
    assetNames.sort((left, right) => (order.get(left) ?? 0) - (order.get(right) ?? 0));
    const assets: ShotAssets = {
      characters: ofType(assetNames, 'character'),
      locations: ofType(assetNames, 'location'),
      props: ofType(assetNames, 'prop'),
      actorsBySentence: group.map((sentence) => ofType(matchAll(sentence.narration), 'character')),
    };
    const type = chooseType(index, text, assets);
    const dialogue = joinDialogue(group.flatMap((sentence) => sentence.dialogue));
    shots.push({
      type,
      description: describeShot(group, assets, type, SHOT_PHRASING[language]),
      action,
      duration: readingSeconds(text),
      cameraMotion: chooseMotion(index, type, narration, assets),
      assetNames,
      ...(dialogue ? { dialogue } : {}),
      sentences: group.map((sentence) => sentence.text),
    });
  });
  if (request.targetDuration && request.targetDuration > 0) {
    const fitted = fitDurations(
      shots.map((shot) => shot.duration),
      request.targetDuration,
    );
    shots.forEach((shot, index) => {
      shot.duration = fitted[index] ?? shot.duration;
    });
  }
  return shots;
}

/** Breaks a story into shots, as the engine answers (without the source sentences). */
export function breakdownStory(request: ShotBreakdownRequest): StoryShot[] {
  return planShots(request).map(({ sentences: _sentences, ...shot }) => shot);
}
