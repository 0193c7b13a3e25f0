import { SCENARIO_MESSAGES, type Shot } from '@sym/contracts';
import type { ShotRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { assertReferencedIds } from '../referenced-ids.ts';
import type { ScenarioRepositories } from '../scenarios/scenario-store.ts';
import { scenarioNotFound } from '../scenarios/scenario.policy.ts';
import { presentShot } from './shot.presenter.ts';
import type { ShotChanges } from './shot.repository.ts';
import { insertAt, sequenceChanges } from './shot-sequence.ts';

// The steps shot changes are made of. Those marked "inside a transaction" take repositories bound to the caller's
// transaction, which holds the episode's shot lock (lockShots) for the whole change.

export const shotNotFound = () => new AppError('NOT_FOUND', SCENARIO_MESSAGES.shotNotFound);

/** Stands for a shot not inserted yet while its place in the order is worked out; real ids are UUIDs. */
const PENDING = '';

/** The content columns of a shot row, for copying it. */
export const contentOf = (row: ShotRow): ShotChanges => ({
  type: row.type,
  description: row.description,
  action: row.action,
  duration: row.duration,
  cameraMotion: row.cameraMotion,
  imageUrl: row.imageUrl,
  videoUrl: row.videoUrl,
  referenceImageUrl: row.referenceImageUrl,
  modificationPrompt: row.modificationPrompt,
  animationInstructions: row.animationInstructions,
  metadata: row.metadata,
  styleModuleId: row.styleModuleId,
  looks: row.looks,
});

/** 422 on `field` unless every id names a live asset of the project. */
export function assertProjectAssets(
  repositories: Pick<ScenarioRepositories, 'shots'>,
  projectId: string,
  assetIds: readonly string[],
  field: string,
): Promise<void> {
  const lookup = (id: string, ids: readonly string[]) => repositories.shots.liveProjectAssetIds(id, ids);
  return assertReferencedIds({ field, message: SCENARIO_MESSAGES.assetsOutsideProject, lookup }, projectId, assetIds);
}

/** Inside a transaction: serialises shot changes of the episode; 404 if it went away. */
export async function lockShots(repositories: Pick<ScenarioRepositories, 'scenarios'>, scenarioId: string) {
  if (!(await repositories.scenarios.lockForShotChanges(scenarioId))) throw scenarioNotFound();
}

/** Inside a transaction: gives the episode's shots the order `arrange` makes of the current one, densely. */
export async function resequence(
  repositories: Pick<ScenarioRepositories, 'shots'>,
  scenarioId: string,
  arrange: (order: string[]) => string[] = (order) => order,
): Promise<void> {
  const current = await repositories.shots.listOrder(scenarioId);
  const order = arrange(current.map((row) => row.id));
  const sequences = new Map(current.map((row) => [row.id, row.sequence]));
  await repositories.shots.applySequences(sequenceChanges(order, sequences));
}

/**
 * Inside a transaction: inserts a shot at `position` (default last) and moves the later ones down; in an episode
 * with scenes it goes into `sceneId` (its position then within that scene: sequenceInScene), else joins the scene
 * of the shot before it (at the start: of the shot after it).
 */
export async function insertShot(
  repositories: Pick<ScenarioRepositories, 'shots'>,
  scenarioId: string,
  content: ShotChanges,
  assetIds: readonly string[],
  position: number | undefined,
  inScene?: string,
): Promise<Shot> {
  const current = await repositories.shots.listOrder(scenarioId);
  const order = insertAt(
    current.map((row) => row.id),
    PENDING,
    position,
  );
  const at = order.indexOf(PENDING);
  const scenes = new Map(current.map((entry) => [entry.id, entry.sceneId]));
  const sceneId = inScene ?? scenes.get(order[at - 1] ?? order[at + 1] ?? PENDING) ?? null;
  const row = await repositories.shots.insert({ ...content, scenarioId, sequence: at + 1, sceneId });
  const sequences = new Map(current.map((entry) => [entry.id, entry.sequence]));
  sequences.set(row.id, row.sequence);
  const finalOrder = order.map((id) => (id === PENDING ? row.id : id));
  await repositories.shots.applySequences(sequenceChanges(finalOrder, sequences));
  await repositories.shots.addAssets(row.id, assetIds);
  return presentShot(row, [...new Set(assetIds)].sort());
}

/** Inside a transaction: the shot as it now is, with its links. */
export async function reloadShot(
  repositories: Pick<ScenarioRepositories, 'shots'>,
  scenarioId: string,
  shotId: string,
): Promise<Shot> {
  const row = await repositories.shots.findInScenario(scenarioId, shotId);
  if (!row) throw shotNotFound();
  const links = await repositories.shots.assetIdsOf([row.id]);
  return presentShot(row, links.get(row.id) ?? []);
}

/** The episode's shots in order, with their links and the thumbnails of their shown images. */
export async function listShots(
  repositories: Pick<ScenarioRepositories, 'shots' | 'generations'>,
  scenarioId: string,
): Promise<Shot[]> {
  const rows = await repositories.shots.listWithLinks(scenarioId);
  const thumbs = await repositories.generations.imageThumbsOf(rows);
  return rows.map((row) => presentShot(row, row.assetIds, thumbs.get(row.id) ?? null));
}
