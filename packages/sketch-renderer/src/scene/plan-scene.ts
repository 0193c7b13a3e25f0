import {
  SCENE_PLAN_VERSION,
  type Language,
  type CameraMotion,
  type SceneFigure,
  type SceneFraming,
  type SceneProp,
  type ScenePlan,
  type SceneSetting,
  type SceneTime,
  type ShotType,
} from '@sym/contracts';
import { PLACES, propDefinition } from '@sym/story-analysis';
import { findPhrases, tokenize, type Token } from './scene-text.ts';
import { acceptPlace, planAtmosphere, planSetting, settingOfProps } from './plan-setting.ts';
import { findFigures, pushTrait, type FigureDraft, type FigureMention } from './plan-figures.ts';
import { attachLooks, findLooks } from './plan-looks.ts';
import { dropWorn, findProps, wearOwned, type PropDraft, type PropMention } from './plan-props.ts';
import { readActions } from './plan-actions.ts';
import { dropMakers, readAges } from './plan-presence.ts';
import { readInLanguage } from './language/read-language.ts';

/**
 * The scene plan of a shot image: what the picture shows, read from the shot's words, its linked assets and the
 * style. Pure and deterministic (same input, same plan), with no canvas: the local renderer draws the plan,
 * remote providers get a prompt written from it, and the generation keeps it to show what was drawn and why.
 */

export interface PlanAsset {
  id: string;
  name: string;
  type: 'character' | 'location' | 'prop' | 'style';
  description: string;
  /**
   * Where it is linked: to this shot (the default; always in the picture), to another shot of the episode (a
   * character in it when the words mean it, by name, role or pronoun) or only to the project (when named).
   */
  reach?: 'shot' | 'scenario' | 'project';
}

/** Where and when the shot before happens, for a shot whose words say neither (plan-scenario.ts). */
export interface SceneBefore {
  /** Absent when no earlier shot of the scene names a place. */
  setting?: SceneSetting;
  time: SceneTime;
}

export interface ScenePlanInput {
  shotType: ShotType;
  description: string;
  action?: string | null;
  cameraMotion?: CameraMotion | null;
  modificationPrompt?: string | null;
  assets: readonly PlanAsset[];
  style?: { presetId?: string | null; text?: string | null };
  /** The episode's language, for a shot too short to tell its own. */
  language?: Language | null;
  /** Where and when the shot before it in its episode happens, for words that say neither. */
  before?: SceneBefore;
}

export function planScene(input: ScenePlanInput): ScenePlan {
  const reading = readInLanguage(input);
  return reading.restore(planEnglish(reading.input));
}

function planEnglish(input: ScenePlanInput): ScenePlan {
  const text = [input.description, input.action, input.modificationPrompt]
    .map((part) => part?.trim().replace(/[.!?;:]+$/, ''))
    .filter(Boolean)
    .join('. ');
  const tokens = tokenize(text);
  const modification = tokenize(input.modificationPrompt ?? '');
  const linked = input.assets.filter((asset) => (asset.reach ?? 'shot') === 'shot');
  const ofType = (type: PlanAsset['type']) => linked.filter((asset) => asset.type === type);
  const cast = input.assets
    .filter((asset) => asset.type === 'character' && asset.reach && asset.reach !== 'shot')
    .map((asset) => ({ ...asset, nameOnly: asset.reach === 'project' }));

  const { figures, mentions: figureMentions, used } = findFigures(tokens, ofType('character'), cast);
  dropMakers(tokens, figures, figureMentions);
  readAges(tokens, figures, figureMentions);
  const figureAt = new Set(figureMentions.filter((m) => !m.possessive).flatMap((m) => range(m.start, m.end)));
  const textSetting = carrySetting(
    planSetting(tokens, ofType('location'), (index) => figureAt.has(index)),
    input.before?.setting,
  );
  for (const asset of [...ofType('character'), ...cast]) {
    const figure = figures.find((each) => each.key === asset.id);
    if (figure) for (const look of findLooks(tokenize(asset.description))) pushTrait(figure, look.phrase);
  }
  attachLooks(tokens, figures, figureMentions, used);
  // Place words are not props ("finish line" is no rope); a word read as a look is not one either (a worn scarf).
  for (const match of findPhrases(tokens, PLACES, acceptPlace)) {
    for (let i = match.start; i < match.end; i += 1) used.add(i);
  }
  const { props, mentions: propMentions } = findProps(tokens, ofType('prop'), used);
  readActions(tokens, figures, props, figureMentions, propMentions);
  wearOwned(props, propMentions, figures, figureMentions);
  dropWorn(props, figures);
  const setting = settingOfProps(textSetting, props);
  const atmosphere = planAtmosphere(tokens, modification, setting.interior, input.before?.time);

  const ordered = inOrder(figures, figureMentions);
  const subject = framingSubject(input.shotType, tokens, ordered, props, figureMentions, propMentions);
  const placedFigures = placeFigures(ordered, subject);
  const styleAssets = ofType('style').map((asset) => asset.description.trim() || asset.name);
  return {
    version: SCENE_PLAN_VERSION,
    setting,
    ...atmosphere,
    figures: placedFigures,
    props: placeProps(props, placedFigures, subject),
    framing: {
      shotType: input.shotType,
      cameraMotion: input.cameraMotion ?? 'auto',
      angle: angleOf(tokens, input.cameraMotion ?? 'auto'),
      subject,
    },
    style: {
      presetId: input.style?.presetId ?? null,
      text: [input.style?.text ?? '', ...styleAssets].filter(Boolean).join('. ').slice(0, 1000),
    },
  };
}

/**
 * A shot whose words name no place happens where the shot before it does (a place of the same scene); the plan
 * says so, with the words that named it there. "Inside" alone still makes a room.
 */
function carrySetting(setting: SceneSetting, before: SceneSetting | undefined): SceneSetting {
  if (!before || setting.source.from !== 'default' || setting.interior) return setting;
  const evidence = before.source.evidence || before.name;
  return { ...before, source: { from: 'episode', evidence } };
}

const range = (start: number, end: number) => Array.from({ length: end - start }, (_, i) => start + i);

/** Figures in the order the text first names them; linked ones it never names come last. */
function inOrder(figures: readonly FigureDraft[], mentions: readonly FigureMention[]): FigureDraft[] {
  const first = (figure: FigureDraft) =>
    mentions.find((mention) => mention.key === figure.key)?.start ?? Number.MAX_SAFE_INTEGER;
  return [...figures].sort((a, b) => first(a) - first(b));
}

const FRAMING_WORDS = new Set(['close-up', 'closeup', 'close', 'detail', 'focus', 'insert', 'shot', 'view', 'cu']);

/**
 * What the frame is about: what "close-up of …" names, else for an extreme close-up the smallest thing named
 * (the tin box, not the boat it lies in), for a close-up or medium shot the first figure. Wide shots show the place.
 */
function framingSubject(
  shotType: ShotType,
  tokens: readonly Token[],
  figures: readonly FigureDraft[],
  props: readonly PropDraft[],
  figureMentions: readonly FigureMention[],
  propMentions: readonly PropMention[],
): string | null {
  for (let i = 0; i < tokens.length - 1; i += 1) {
    if (!FRAMING_WORDS.has(tokens[i]!.lower) || !['of', 'on'].includes(tokens[i + 1]!.lower)) continue;
    const named = [...figureMentions, ...propMentions]
      .filter((mention) => mention.start > i + 1 && mention.start <= i + 6)
      .sort((a, b) => a.start - b.start)[0];
    if (named) return named.key;
  }
  const firstFigure = figures.find((figure) => figureMentions.some((m) => m.key === figure.key)) ?? figures[0];
  if (shotType === 'extreme_close') {
    const sizeRank = { small: 0, medium: 1, large: 2 } as const;
    const rank = (prop: PropDraft) => sizeRank[propDefinition(prop.kind)?.size ?? 'small'];
    const smallest = [...props].sort((a, b) => rank(a) - rank(b))[0];
    return smallest && rank(smallest) < 2 ? smallest.key : (firstFigure?.key ?? smallest?.key ?? null);
  }
  if (shotType === 'close') return firstFigure?.key ?? props[0]?.key ?? null;
  if (shotType === 'medium') return firstFigure?.key ?? null;
  return null;
}

const POSITIONS: ReadonlyArray<ReadonlyArray<SceneFigure['position']>> = [
  [],
  ['center'],
  ['left', 'right'],
  ['left', 'center', 'right'],
];

/** Spreads the figures left, centre and right; the subject stands in front, a fourth and later ones behind. */
function placeFigures(figures: readonly FigureDraft[], subject: string | null): SceneFigure[] {
  const slots = POSITIONS[Math.min(figures.length, 3)]!;
  return figures.map((figure, index) => {
    const position = figures.length === 1 ? 'center' : (slots[index % slots.length] ?? 'center');
    const depth = figure.key === subject ? 'front' : index >= 3 || figure.kind === 'group' ? 'back' : 'middle';
    // A holding verb with nothing in hand ("they play on the beach") leaves the figure standing.
    const action =
      figure.action === 'hold' && !figure.holds ? 'stand' : (figure.action ?? (figure.holds ? 'hold' : 'stand'));
    const evidence =
      figure.source.from === 'text' && figure.actionWord
        ? `${figure.source.evidence} ${figure.actionWord}`
        : figure.source.evidence;
    return {
      key: figure.key,
      assetId: figure.assetId,
      name: figure.name,
      kind: figure.kind,
      species: figure.species,
      traits: figure.traits.slice(0, 16),
      action,
      holds: figure.holds ?? null,
      lookAt: figure.lookAt ?? null,
      position,
      depth,
      count: figure.kind === 'group' || figure.count > 1 ? Math.min(12, Math.max(2, figure.count)) : 1,
      source: { from: figure.source.from, evidence: evidence.slice(0, 200) },
    };
  });
}

/** Held props go with their holder; the subject prop in front, big props behind, the rest beside the figures. */
function placeProps(props: readonly PropDraft[], figures: readonly SceneFigure[], subject: string | null): SceneProp[] {
  const sides: Array<SceneProp['position']> = ['right', 'left', 'center'];
  let free = 0;
  return props.map((prop) => {
    const holder = figures.find((figure) => figure.key === prop.heldBy);
    const size = propDefinition(prop.kind)?.size ?? 'small';
    const position = holder?.position ?? (prop.key === subject ? 'center' : sides[free++ % sides.length]!);
    const depth = holder?.depth ?? (prop.key === subject ? 'front' : size === 'large' ? 'back' : 'front');
    return {
      key: prop.key,
      assetId: prop.assetId,
      name: prop.name,
      kind: prop.kind,
      traits: prop.traits.slice(0, 12),
      heldBy: prop.heldBy ?? null,
      position,
      depth,
      source: prop.source,
    };
  });
}

const ANGLE_PHRASES: ReadonlyArray<[SceneFraming['angle'], RegExp]> = [
  ['overhead', /\b(bird'?s[- ]eye|overhead|top[- ]down|from directly above|aerial)\b/],
  ['high', /\b(high[- ]angle|from above)\b/],
  ['low', /\b(low[- ]angle|from below|worm'?s[- ]eye)\b/],
];

function angleOf(tokens: readonly Token[], motion: CameraMotion): SceneFraming['angle'] {
  const text = tokens.map((token) => token.lower + (token.possessive ? "'s" : '')).join(' ');
  for (const [angle, pattern] of ANGLE_PHRASES) if (pattern.test(text)) return angle;
  return motion === 'drone' ? 'high' : 'eye';
}
