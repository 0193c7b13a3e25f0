import { SCENARIO_MESSAGES, SCENE_MESSAGES, type SceneHeading } from '@sym/contracts';
import { AppError, validationError } from '../../errors/app-error.ts';

// An episode's arrangement of scenes and shots as plain values, and the pure changes the scene operations make
// of it. Invariant of every result: each shot of the episode is in exactly one scene, in the scenes' order.

/** A scene in an arrangement: a stored one (id) or one to create (id null), with its heading and shots. */
export interface ArrangedScene {
  id: string | null;
  heading: SceneHeading;
  shotIds: string[];
}

/** No scenes: the shots in order. With scenes: the scenes in order, each with its shots. */
export interface Arrangement {
  scenes: ArrangedScene[];
  /** Every shot in order (the scenes' shots one after the other when there are scenes). */
  shotIds: string[];
}

export const EMPTY_HEADING: SceneHeading = {
  interior: null,
  place: '',
  timeOfDay: '',
  locationAssetId: null,
  notes: '',
};

const sceneNotFound = () => new AppError('NOT_FOUND', SCENE_MESSAGES.sceneNotFound);
const shotNotFound = () => new AppError('NOT_FOUND', SCENARIO_MESSAGES.shotNotFound);

/** The arrangement with `scenes` (the shot order follows them; none: `shotIds` as given). */
export function arranged(scenes: ArrangedScene[], shotIds: readonly string[]): Arrangement {
  return scenes.length === 0
    ? { scenes, shotIds: [...shotIds] }
    : { scenes, shotIds: scenes.flatMap((s) => s.shotIds) };
}

const copy = (arrangement: Arrangement): ArrangedScene[] =>
  arrangement.scenes.map((scene) => ({ ...scene, shotIds: [...scene.shotIds] }));

function indexOfScene(arrangement: Arrangement, sceneId: string): number {
  const index = arrangement.scenes.findIndex((scene) => scene.id === sceneId);
  if (index < 0) throw sceneNotFound();
  return index;
}

/** A new scene at `position` (1-based, default last); the first scene of an episode takes all its shots. */
export function createScene(arrangement: Arrangement, heading: SceneHeading, position?: number): Arrangement {
  if (arrangement.scenes.length === 0) return arranged([{ id: null, heading, shotIds: [...arrangement.shotIds] }], []);
  const scenes = copy(arrangement);
  const at = Math.min(Math.max((position ?? scenes.length + 1) - 1, 0), scenes.length);
  scenes.splice(at, 0, { id: null, heading, shotIds: [] });
  return arranged(scenes, []);
}

/** Removes a scene's heading: its shots join the scene before it (for the first scene, the one after). */
export function deleteScene(arrangement: Arrangement, sceneId: string): Arrangement {
  const scenes = copy(arrangement);
  const index = indexOfScene(arrangement, sceneId);
  const [removed] = scenes.splice(index, 1);
  if (scenes.length === 0) return arranged([], removed!.shotIds);
  if (index > 0) scenes[index - 1]!.shotIds.push(...removed!.shotIds);
  else scenes[0]!.shotIds.unshift(...removed!.shotIds);
  return arranged(scenes, []);
}

/**
 * A new scene from `shotId` on: that shot and the later ones of its scene. In an episode without scenes, the
 * shots before it get an untitled scene of their own.
 */
export function splitScene(arrangement: Arrangement, shotId: string, heading: SceneHeading): Arrangement {
  if (arrangement.scenes.length === 0) {
    const at = arrangement.shotIds.indexOf(shotId);
    if (at < 0) throw shotNotFound();
    const before = arrangement.shotIds.slice(0, at);
    const from = arrangement.shotIds.slice(at);
    const first = before.length > 0 ? [{ id: null, heading: EMPTY_HEADING, shotIds: before }] : [];
    return arranged([...first, { id: null, heading, shotIds: from }], []);
  }
  const scenes = copy(arrangement);
  const index = scenes.findIndex((scene) => scene.shotIds.includes(shotId));
  if (index < 0) throw shotNotFound();
  const owner = scenes[index]!;
  const tail = owner.shotIds.splice(owner.shotIds.indexOf(shotId));
  scenes.splice(index + 1, 0, { id: null, heading, shotIds: tail });
  return arranged(scenes, []);
}

/** The named scenes become the first of them (in the episode's order), their shots after its own, in order. */
export function mergeScenes(arrangement: Arrangement, sceneIds: readonly string[]): Arrangement {
  const named = new Set(sceneIds);
  sceneIds.forEach((id) => indexOfScene(arrangement, id));
  const scenes = copy(arrangement);
  const merged = scenes.filter((scene) => named.has(scene.id!));
  const [into, ...rest] = merged;
  if (!into || rest.length === 0) throw validationError('sceneIds', SCENE_MESSAGES.sceneIdsMismatch);
  into.shotIds.push(...rest.flatMap((scene) => scene.shotIds));
  return arranged(
    scenes.filter((scene) => !rest.includes(scene)),
    [],
  );
}

/** Moves shots (in their current order) into a scene at `index` among its other shots (default: at its end). */
export function moveShots(
  arrangement: Arrangement,
  sceneId: string,
  shotIds: readonly string[],
  index?: number,
): Arrangement {
  const target = indexOfScene(arrangement, sceneId);
  const moving = new Set(shotIds);
  if ([...moving].some((id) => !arrangement.shotIds.includes(id)))
    throw validationError('shotIds', SCENE_MESSAGES.shotIdsUnknown);
  const ordered = arrangement.shotIds.filter((id) => moving.has(id));
  const scenes = copy(arrangement).map((scene) => ({
    ...scene,
    shotIds: scene.shotIds.filter((id) => !moving.has(id)),
  }));
  const into = scenes[target]!;
  const at = Math.min(index ?? into.shotIds.length, into.shotIds.length);
  into.shotIds.splice(at, 0, ...ordered);
  return arranged(scenes, []);
}

/** The scenes, each with its shots, in the given order (exactly the episode's scene ids, each once). */
export function reorderScenes(arrangement: Arrangement, sceneIds: readonly string[]): Arrangement {
  const current = arrangement.scenes.map((scene) => scene.id!);
  if (sceneIds.length !== current.length || new Set(sceneIds).size !== current.length)
    throw validationError('sceneIds', SCENE_MESSAGES.sceneIdsMismatch);
  const byId = new Map(copy(arrangement).map((scene) => [scene.id!, scene]));
  const scenes = sceneIds.map((id) => byId.get(id));
  if (scenes.some((scene) => !scene)) throw validationError('sceneIds', SCENE_MESSAGES.sceneIdsMismatch);
  return arranged(scenes as ArrangedScene[], []);
}

/**
 * A whole arrangement as asked (undo, script apply): every shot named once; scenes with an id must be the
 * episode's. Scenes not named are deleted.
 */
export function setArrangement(
  arrangement: Arrangement,
  scenes: readonly (SceneHeading & { sceneId?: string | undefined; shotIds: readonly string[] })[],
  shotIds?: readonly string[],
): Arrangement {
  const known = new Set(arrangement.scenes.map((scene) => scene.id));
  if (scenes.some((scene) => scene.sceneId !== undefined && !known.has(scene.sceneId)))
    throw validationError('scenes', SCENE_MESSAGES.sceneIdsUnknown);
  const named = scenes.flatMap((scene) => (scene.sceneId ? [scene.sceneId] : []));
  if (new Set(named).size !== named.length) throw validationError('scenes', SCENE_MESSAGES.sceneIdsMismatch);
  const order = scenes.length > 0 ? scenes.flatMap((scene) => scene.shotIds) : [...(shotIds ?? arrangement.shotIds)];
  if (!isPermutation(arrangement.shotIds, order)) throw validationError('shotIds', SCENARIO_MESSAGES.shotIdsMismatch);
  return arranged(
    scenes.map(({ sceneId, shotIds: members, ...heading }) => ({
      id: sceneId ?? null,
      heading: headingOf(heading),
      shotIds: [...members],
    })),
    order,
  );
}

/** The heading fields of a value that has them (and more). */
export function headingOf(value: SceneHeading): SceneHeading {
  const { interior, place, timeOfDay, locationAssetId, notes } = value;
  return { interior, place, timeOfDay, locationAssetId, notes };
}

function isPermutation(current: readonly string[], next: readonly string[]): boolean {
  if (current.length !== next.length) return false;
  const seen = new Set(next);
  return seen.size === next.length && current.every((id) => seen.has(id));
}
