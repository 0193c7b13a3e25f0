import {
  sceneHeadingText,
  scenarioDuration,
  SCENE_INTERIORS,
  SCENE_MESSAGES,
  type SceneArrangement,
} from '@sym/contracts';
import { validationError } from '../../errors/app-error.ts';
import type { SceneRow } from '../../db/schema.ts';
import type { ScenarioRepositories } from '../scenarios/scenario-store.ts';
import { oneOf } from '../one-of.ts';
import type { Arrangement } from './scene-arrangement.ts';
import { keepScenesTogether, type StoredScene } from './scene-membership.ts';
import type { ArrangementShot } from './scene.repository.ts';

// The steps scene changes are made of, inside a transaction that holds the episode's shot lock (lockShots).

type Repositories = Pick<ScenarioRepositories, 'scenes'>;

/** What is stored: the scene rows and the shots, and the arrangement they make (kept together). */
export interface StoredArrangement {
  rows: SceneRow[];
  shots: ArrangementShot[];
  arrangement: Arrangement;
}

export const storedScene = (row: SceneRow): StoredScene => ({
  id: row.id,
  interior: row.interior === null ? null : oneOf(SCENE_INTERIORS, row.interior, 'INT'),
  place: row.place,
  timeOfDay: row.timeOfDay,
  locationAssetId: row.locationAssetId,
  notes: row.notes,
});

export async function readArrangement(
  repositories: Repositories,
  scenarioId: string,
  moved?: string,
): Promise<StoredArrangement> {
  const [rows, shots] = await Promise.all([
    repositories.scenes.listByScenario(scenarioId),
    repositories.scenes.shotsOf(scenarioId),
  ]);
  return arrangementOf(rows, shots, moved);
}

const arrangementOf = (rows: SceneRow[], shots: ArrangementShot[], moved?: string): StoredArrangement => ({
  rows,
  shots,
  arrangement: keepScenesTogether(rows.map(storedScene), shots, moved),
});

/**
 * Writes `target` over what is stored: new scenes inserted, kept ones moved or re-headed where they changed,
 * the others deleted, and every shot given its scene and a dense sequence. Answers what is now stored.
 */
export async function writeArrangement(
  repositories: Repositories,
  scenarioId: string,
  stored: StoredArrangement,
  target: Arrangement,
): Promise<StoredArrangement> {
  const rows = new Map(stored.rows.map((row) => [row.id, row]));
  const sceneOfShot = new Map<string, string | null>();
  const targetIds: string[] = [];
  for (const [index, scene] of target.scenes.entries()) {
    const position = index + 1;
    const values = { position, ...scene.heading };
    const row = scene.id ? rows.get(scene.id) : undefined;
    let id = scene.id;
    if (!row) id = (await repositories.scenes.insert({ scenarioId, ...values })).id;
    else if (differs(row, values)) await repositories.scenes.update(row.id, values);
    targetIds.push(id!);
    scene.shotIds.forEach((shotId) => sceneOfShot.set(shotId, id));
  }
  const current = new Map(stored.shots.map((shot) => [shot.id, shot]));
  const changes = target.shotIds.flatMap((id, index) => {
    const shot = current.get(id)!;
    const sceneId = sceneOfShot.get(id) ?? null;
    return shot.sequence === index + 1 && shot.sceneId === sceneId ? [] : [{ id, sequence: index + 1, sceneId }];
  });
  await repositories.scenes.arrangeShots(changes);
  if (stored.rows.some((row) => !targetIds.includes(row.id)))
    await repositories.scenes.deleteOthers(scenarioId, targetIds);
  return readArrangement(repositories, scenarioId);
}

function differs(row: SceneRow, values: Record<string, unknown>): boolean {
  return Object.entries(values).some(([key, value]) => row[key as keyof SceneRow] !== value);
}

/**
 * Inside a transaction: after a plain shot change, puts every shot in a scene with each scene's shots together
 * again (scene-membership.ts; `moved`: the one shot a move placed). Answers the arrangement when it changed
 * scenes, else undefined.
 */
export async function keepScenesInOrder(
  repositories: Repositories,
  scenarioId: string,
  moved?: string,
): Promise<SceneArrangement | undefined> {
  // Most episodes have no scenes: their shot changes (reorders, moves, script applies) read no shots for it.
  const rows = await repositories.scenes.listByScenario(scenarioId);
  if (rows.length === 0) return undefined;
  const stored = arrangementOf(rows, await repositories.scenes.shotsOf(scenarioId), moved);
  const placed = new Map(stored.arrangement.scenes.flatMap((scene) => scene.shotIds.map((id) => [id, scene.id])));
  const positions = stored.arrangement.scenes.map((scene) => scene.id);
  const unchanged =
    stored.shots.every((shot) => placed.get(shot.id) === shot.sceneId) &&
    stored.rows.every((row, index) => positions[index] === row.id);
  if (unchanged) return undefined;
  return presentArrangement(await writeArrangement(repositories, scenarioId, stored, stored.arrangement));
}

/**
 * Where a shot asked for in `sceneId` at `sequence` goes: among that scene's shots (default: after them), so its
 * scene stays together. 422 when the scene is not one of the episode's.
 */
export async function sequenceInScene(
  repositories: Repositories,
  scenarioId: string,
  sceneId: string,
  sequence: number | undefined,
): Promise<number> {
  const { scenes } = (await readArrangement(repositories, scenarioId)).arrangement;
  const index = scenes.findIndex((scene) => scene.id === sceneId);
  if (index < 0) throw validationError('sceneId', SCENE_MESSAGES.sceneUnknown);
  const first = scenes.slice(0, index).reduce((count, scene) => count + scene.shotIds.length, 0) + 1;
  const last = first + scenes[index]!.shotIds.length;
  return Math.min(Math.max(sequence ?? last, first), last);
}

/** The outward arrangement: each scene with its heading text, shots and duration, and the shot order. */
export function presentArrangement(stored: StoredArrangement): SceneArrangement {
  const rows = new Map(stored.rows.map((row) => [row.id, row]));
  const shots = new Map(stored.shots.map((shot) => [shot.id, shot]));
  const scenes = stored.arrangement.scenes.map((scene, index) => {
    const row = rows.get(scene.id!)!;
    const heading = storedScene(row);
    return {
      ...heading,
      id: row.id,
      index: index + 1,
      name: sceneHeadingText(heading) || `Scene ${index + 1}`,
      shotIds: scene.shotIds,
      duration: scenarioDuration(scene.shotIds.map((id) => shots.get(id)!)),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
  return { scenes, shotIds: stored.arrangement.shotIds };
}
