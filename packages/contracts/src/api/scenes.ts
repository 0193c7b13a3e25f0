import { z } from 'zod';
import { ExpectedVersion, Id, Timestamp } from '../limits.ts';
import { PathId } from './scenarios.ts';

/** Interior, exterior or both (a scene heading's first word: INT., EXT., INT./EXT.). */
export const SCENE_INTERIORS = ['INT', 'EXT', 'INT/EXT'] as const;
export type SceneInterior = (typeof SCENE_INTERIORS)[number];

export const SCENE_LIMITS = {
  placeMax: 200,
  timeOfDayMax: 60,
  notesMax: 5_000,
  /** Scenes of one episode. */
  perEpisodeMax: 1_000,
} as const;

/** A scene's heading and what belongs to it besides its shots. */
export const SceneHeading = z.object({
  interior: z.enum(SCENE_INTERIORS).nullable(),
  place: z.string().trim().max(SCENE_LIMITS.placeMax),
  timeOfDay: z.string().trim().max(SCENE_LIMITS.timeOfDayMax),
  /** The location asset the scene is set at (one of the project's assets). */
  locationAssetId: Id.nullable(),
  notes: z.string().max(SCENE_LIMITS.notesMax),
});
export type SceneHeading = z.infer<typeof SceneHeading>;

/**
 * A scene of an episode: consecutive shots. Stored scenes (scene grouping) have an id and a heading; an episode
 * without stored scenes is shown grouped by location (or metadata.scene), with `id` null.
 */
export const Scene = SceneHeading.extend({
  id: Id.nullable(),
  index: z.number().int().min(1),
  /** The heading as written in a script ("INT. LIGHTHOUSE — NIGHT"), the place alone, or "Scene {index}". */
  name: z.string(),
  shotIds: z.array(Id),
  duration: z.number().min(0),
  /** The version of a stored scene (null for a derived one). */
  updatedAt: Timestamp.nullable(),
});
export type Scene = z.infer<typeof Scene>;

/** An episode's scenes and its shots in order, after a change of either. */
export const SceneArrangement = z.object({ scenes: z.array(Scene), shotIds: z.array(Id) });
export type SceneArrangement = z.infer<typeof SceneArrangement>;

const HeadingInput = SceneHeading.partial();

export const SceneIdParams = z.object({ id: PathId, sceneId: PathId });
export type SceneIdParams = z.infer<typeof SceneIdParams>;

/** A new scene at `position` (1-based; default last). The first scene of an episode takes all its shots. */
export const SceneCreateInput = HeadingInput.extend({
  id: PathId,
  position: z.number().int().min(1).max(SCENE_LIMITS.perEpisodeMax).optional(),
});
export type SceneCreateInput = z.infer<typeof SceneCreateInput>;

export const SceneUpdateInput = HeadingInput.extend({
  id: PathId,
  sceneId: PathId,
  /** The scene's version the change was made on (409 when it moved on). */
  expectedUpdatedAt: ExpectedVersion,
});
export type SceneUpdateInput = z.infer<typeof SceneUpdateInput>;

/** A new scene starting at `shotId`: that shot and the ones after it in its scene move into it. */
export const SceneSplitInput = HeadingInput.extend({ id: PathId, shotId: Id });
export type SceneSplitInput = z.infer<typeof SceneSplitInput>;

/** The scenes become the first of them, their shots in scene order after its own. */
export const ScenesMergeInput = z.object({ id: PathId, sceneIds: z.array(Id).min(2).max(SCENE_LIMITS.perEpisodeMax) });
export type ScenesMergeInput = z.infer<typeof ScenesMergeInput>;

/** Moves shots (in their current order) into a scene, at `index` among its shots (0-based; default at its end). */
export const SceneMoveShotsInput = z.object({
  id: PathId,
  sceneId: PathId,
  shotIds: z.array(Id).min(1).max(10_000),
  index: z.number().int().min(0).max(10_000).optional(),
});
export type SceneMoveShotsInput = z.infer<typeof SceneMoveShotsInput>;

/** Puts the scenes, each with its shots, in this order (exactly the episode's scene ids, each once). */
export const ScenesReorderInput = z.object({ id: PathId, sceneIds: z.array(Id).max(SCENE_LIMITS.perEpisodeMax) });
export type ScenesReorderInput = z.infer<typeof ScenesReorderInput>;

/**
 * Sets the whole arrangement (undo, script apply): the scenes in order, each with its heading and shots. Every
 * shot of the episode is named once; a scene with a `sceneId` keeps it (and is updated), one without is created, the
 * episode's other scenes are deleted. No scenes: the episode's scenes are all removed, the shots in `shotIds` order.
 */
export const ScenesSetInput = z.object({
  id: PathId,
  scenes: z
    .array(SceneHeading.extend({ sceneId: Id.optional(), shotIds: z.array(Id).max(10_000) }))
    .max(SCENE_LIMITS.perEpisodeMax),
  /** The shots' order when `scenes` is empty. */
  shotIds: z.array(Id).max(10_000).optional(),
});
export type ScenesSetInput = z.infer<typeof ScenesSetInput>;

export const SCENE_MESSAGES = {
  sceneNotFound: 'Scene not found',
  sceneIdsMismatch: "Scene ids must list each of the episode's scenes exactly once",
  sceneIdsUnknown: 'Every scene must be a scene of this episode',
  sceneUnknown: 'The scene must be a scene of this episode',
  shotIdsUnknown: 'Every shot must be a shot of this episode',
  tooManyScenes: `An episode can have at most ${SCENE_LIMITS.perEpisodeMax} scenes`,
} as const;

/**
 * A scene's heading as a screenplay writes it: "INT. LANTERN ROOM — NIGHT" (place and time upper-cased); the
 * place alone without interior; '' when the heading is empty.
 */
export function sceneHeadingText(heading: Pick<SceneHeading, 'interior' | 'place' | 'timeOfDay'>): string {
  const place = heading.place.trim().toUpperCase();
  const time = heading.timeOfDay.trim().toUpperCase();
  const lead = heading.interior ? `${heading.interior}.` : '';
  const body = [place, time].filter(Boolean).join(' — ');
  return [lead, body].filter(Boolean).join(' ');
}
