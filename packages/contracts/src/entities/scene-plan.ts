import { z } from 'zod';
import { CAMERA_MOTIONS, SHOT_TYPES } from './scenario.ts';

/**
 * What a shot image shows, planned from the shot's words, its linked assets and the episode's style before anything
 * is drawn. The local renderer draws it; remote providers get a prompt written from it; it is stored with the
 * generation (`scene`) so a user or a test can see what was drawn and why.
 *
 * Places, props, species and actions are open vocabularies: a key names a definition (the renderer has one drawing
 * per key); an unknown key is drawn with the nearest generic shape.
 */

export const SCENE_PLAN_VERSION = 1;
export const SCENE_TIMES = ['dawn', 'day', 'sunset', 'night'] as const;
export const SCENE_WEATHER = ['clear', 'cloudy', 'rain', 'storm', 'snow', 'fog'] as const;
export const SCENE_LIGHT = ['bright', 'soft', 'golden', 'dim', 'dark', 'moody'] as const;
export const FIGURE_KINDS = ['person', 'animal', 'group'] as const;
export const FIGURE_ACTIONS = [
  'stand',
  'walk',
  'run',
  'climb',
  'sit',
  'lie',
  'hold',
  'point',
  'look',
  'talk',
  'wave',
  'fight',
  'fall',
  'swim',
  'kneel',
] as const;
export const SCENE_POSITIONS = ['left', 'center', 'right'] as const;
export const SCENE_DEPTHS = ['front', 'middle', 'back'] as const;
export const CAMERA_ANGLES = ['eye', 'low', 'high', 'overhead'] as const;

export type SceneTime = (typeof SCENE_TIMES)[number];
export type SceneWeather = (typeof SCENE_WEATHER)[number];
export type SceneLight = (typeof SCENE_LIGHT)[number];
export type FigureKind = (typeof FIGURE_KINDS)[number];
export type FigureAction = (typeof FIGURE_ACTIONS)[number];

const Key = z.string().min(1).max(80);
const Evidence = z.string().max(200);

/**
 * Where an element of the plan came from: a linked asset, the shot's words (with the phrase), an earlier shot of
 * the episode (a place carried over, with the words that named it there), or a default.
 */
export const SceneSource = z.object({
  from: z.enum(['asset', 'text', 'style', 'episode', 'default']),
  /** The words that decided it ("climbs the spiral stairs"), or the asset's name. */
  evidence: Evidence.default(''),
});
export type SceneSource = z.infer<typeof SceneSource>;

export const SceneSetting = z.object({
  /** A place key of the vocabulary: 'lighthouse', 'stairs', 'cave', 'harbour', 'market', 'room' … */
  place: Key,
  interior: z.boolean(),
  /** The linked location asset, when the place is one. */
  assetId: z.string().nullable().default(null),
  /** Name as the text or the asset gives it ("the old lighthouse"). */
  name: z.string().max(120).default(''),
  /** Extra place words that change the drawing ("spiral", "sea", "market stalls"). */
  details: z.array(z.string().max(60)).max(12).default([]),
  source: SceneSource,
});
export type SceneSetting = z.infer<typeof SceneSetting>;

export const SceneFigure = z.object({
  /** Stable within the plan: the asset id, else `text:<name>` (lower case). */
  key: Key,
  assetId: z.string().nullable().default(null),
  name: z.string().max(120),
  kind: z.enum(FIGURE_KINDS),
  /** 'human' for people; an animal key for animals ('dog', 'fox', 'horse' …). */
  species: Key.default('human'),
  /** Look words from the text or the asset ("old", "grey beard", "yellow oilskin coat"). */
  traits: z.array(z.string().max(60)).max(16).default([]),
  action: z.enum(FIGURE_ACTIONS).default('stand'),
  /** Key of a prop the figure holds. */
  holds: Key.nullable().default(null),
  /** Key of a figure or prop the figure looks at. */
  lookAt: Key.nullable().default(null),
  position: z.enum(SCENE_POSITIONS).default('center'),
  depth: z.enum(SCENE_DEPTHS).default('middle'),
  /** For groups: how many to draw. */
  count: z.number().int().min(1).max(12).default(1),
  source: SceneSource,
});
export type SceneFigure = z.infer<typeof SceneFigure>;

export const SceneProp = z.object({
  key: Key,
  assetId: z.string().nullable().default(null),
  name: z.string().max(120),
  /** A prop key of the vocabulary: 'boat', 'telescope', 'lantern', 'map', 'box' … */
  kind: Key,
  traits: z.array(z.string().max(60)).max(12).default([]),
  /** Key of the figure holding it. */
  heldBy: Key.nullable().default(null),
  position: z.enum(SCENE_POSITIONS).default('center'),
  depth: z.enum(SCENE_DEPTHS).default('middle'),
  source: SceneSource,
});
export type SceneProp = z.infer<typeof SceneProp>;

export const SceneFraming = z.object({
  shotType: z.enum(SHOT_TYPES),
  cameraMotion: z.enum(CAMERA_MOTIONS).default('auto'),
  angle: z.enum(CAMERA_ANGLES).default('eye'),
  /** What the frame is about: a figure or prop key, or null for the place itself. */
  subject: Key.nullable().default(null),
});
export type SceneFraming = z.infer<typeof SceneFraming>;

export const ScenePlan = z.object({
  version: z.literal(SCENE_PLAN_VERSION),
  setting: SceneSetting,
  time: z.enum(SCENE_TIMES),
  weather: z.enum(SCENE_WEATHER),
  light: z.enum(SCENE_LIGHT),
  figures: z.array(SceneFigure).max(12),
  props: z.array(SceneProp).max(12),
  framing: SceneFraming,
  /** The style the picture is drawn in: preset id and the words of the style text and modules. */
  style: z.object({ presetId: z.string().nullable().default(null), text: z.string().max(1000).default('') }),
});
export type ScenePlan = z.infer<typeof ScenePlan>;
