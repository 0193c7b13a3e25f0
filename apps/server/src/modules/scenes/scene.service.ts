import {
  LANGUAGES,
  SHOT_TYPES,
  SCENE_LIMITS,
  SCENE_MESSAGES,
  type Scene,
  type SceneArrangement,
  type SceneCreateInput,
  type SceneIdParams,
  type SceneMoveShotsInput,
  type ScenesMergeInput,
  type ScenesReorderInput,
  type ScenesSetInput,
  type SceneSplitInput,
  type SceneUpdateInput,
} from '@sym/contracts';
import { AppError, assertVersion, validationError } from '../../errors/app-error.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { ScenarioRepositories, ScenarioStore } from '../scenarios/scenario-store.ts';
import type { ScenarioAccess } from '../scenarios/scenario.policy.ts';
import { publishScenarioEvent } from '../shots/scenario-events.ts';
import { assertProjectAssets, lockShots } from '../shots/shot-steps.ts';
import {
  createScene,
  deleteScene,
  EMPTY_HEADING,
  mergeScenes,
  moveShots,
  reorderScenes,
  setArrangement,
  splitScene,
  type Arrangement,
} from './scene-arrangement.ts';
import { planScene, type SceneBefore } from '@sym/sketch-renderer';
import type { ShotRow } from '../../db/schema.ts';
import { oneOf } from '../one-of.ts';
import { groupScenes, type SceneShot } from './scene-grouping.ts';
import { presentArrangement, readArrangement, writeArrangement, type StoredArrangement } from './scene-steps.ts';

export interface SceneServiceDeps {
  store: ScenarioStore;
  access: ScenarioAccess;
  events: DomainEvents;
}

type Plan = (arrangement: Arrangement) => Arrangement;

const sceneNotFound = () => new AppError('NOT_FOUND', SCENE_MESSAGES.sceneNotFound);

const sceneLabelOf = (metadata: Record<string, unknown>): string | null =>
  typeof metadata.scene === 'string' && metadata.scene.trim() ? metadata.scene.trim() : null;

/**
 * An episode's scenes (scene grouping): each change is planned on the arrangement (scene-arrangement.ts) and
 * written in one transaction under the episode's shot lock, then published as `scenes.changed` with the scenes
 * and shot order as they now are.
 */
export class SceneService {
  constructor(private readonly deps: SceneServiceDeps) {}

  /** The stored scenes; for an episode without any, its shots grouped by location or metadata.scene. */
  async list(actorId: string, scenarioId: string): Promise<Scene[]> {
    const { scenario } = await this.deps.access.require(actorId, scenarioId, 'read');
    const stored = await readArrangement(this.deps.store, scenario.id);
    if (stored.rows.length > 0) return presentArrangement(stored).scenes;
    return groupScenes((await this.sceneShots(scenario.id)).shots);
  }

  /**
   * The breakdown's proposal of scenes (stores nothing): consecutive shots at one place and one time of day, the
   * time read from each shot's words as its picture would be planned (a shot that says none keeps the one before).
   */
  async propose(actorId: string, scenarioId: string): Promise<Scene[]> {
    const { scenario } = await this.deps.access.require(actorId, scenarioId, 'read');
    const { rows, shots } = await this.sceneShots(scenario.id);
    const language = oneOf(LANGUAGES, scenario.contentLanguage, 'en');
    let before: SceneBefore | undefined;
    return groupScenes(
      shots.map((shot, index) => {
        const row = rows[index]!;
        const plan = planScene({
          shotType: oneOf(SHOT_TYPES, row.type, 'medium'),
          description: row.description,
          action: row.action,
          assets: [],
          language,
          ...(before ? { before } : {}),
        });
        before = { time: plan.time };
        return { ...shot, time: plan.time };
      }),
    );
  }

  /** The episode's shot rows, and the shots as scene grouping reads them, in order. */
  private async sceneShots(scenarioId: string): Promise<{ rows: ShotRow[]; shots: SceneShot[] }> {
    const { store } = this.deps;
    const [rows, locations] = await Promise.all([
      store.shots.listByScenario(scenarioId),
      store.shots.locationsOf(scenarioId),
    ]);
    const shots = rows.map((row) => ({
      id: row.id,
      duration: row.duration,
      sceneLabel: sceneLabelOf(row.metadata),
      locations: locations
        .filter((location) => location.shotId === row.id)
        .map((location) => ({ id: location.assetId, name: location.name })),
    }));
    return { rows, shots };
  }

  create(actorId: string, input: SceneCreateInput): Promise<SceneArrangement> {
    const { id, position, ...heading } = input;
    return this.arrange(actorId, id, (current) => createScene(current, { ...EMPTY_HEADING, ...heading }, position), [
      heading.locationAssetId,
    ]);
  }

  /** Changes a scene's heading, location or notes (409 when it moved on from `expectedUpdatedAt`). */
  async update(actorId: string, input: SceneUpdateInput): Promise<Scene> {
    const { id, sceneId, expectedUpdatedAt, ...changes } = input;
    const located = [changes.locationAssetId];
    const arrangement = await this.write(actorId, id, located, async (repositories, stored, scenarioId) => {
      const row = stored.rows.find((entry) => entry.id === sceneId);
      if (!row) throw sceneNotFound();
      await assertVersion(expectedUpdatedAt, row, () => presentArrangement(stored).scenes.find((s) => s.id === row.id));
      await repositories.scenes.update(row.id, changes);
      return readArrangement(repositories, scenarioId);
    });
    return arrangement.scenes.find((scene) => scene.id === sceneId)!;
  }

  delete(actorId: string, input: SceneIdParams): Promise<SceneArrangement> {
    return this.arrange(actorId, input.id, (current) => deleteScene(current, input.sceneId));
  }

  split(actorId: string, input: SceneSplitInput): Promise<SceneArrangement> {
    const { id, shotId, ...heading } = input;
    return this.arrange(actorId, id, (current) => splitScene(current, shotId, { ...EMPTY_HEADING, ...heading }), [
      heading.locationAssetId,
    ]);
  }

  merge(actorId: string, input: ScenesMergeInput): Promise<SceneArrangement> {
    return this.arrange(actorId, input.id, (current) => mergeScenes(current, input.sceneIds));
  }

  moveShots(actorId: string, input: SceneMoveShotsInput): Promise<SceneArrangement> {
    return this.arrange(actorId, input.id, (current) => moveShots(current, input.sceneId, input.shotIds, input.index));
  }

  reorder(actorId: string, input: ScenesReorderInput): Promise<SceneArrangement> {
    return this.arrange(actorId, input.id, (current) => reorderScenes(current, input.sceneIds));
  }

  set(actorId: string, input: ScenesSetInput): Promise<SceneArrangement> {
    const locations = input.scenes.map((scene) => scene.locationAssetId);
    return this.arrange(
      actorId,
      input.id,
      (current) => setArrangement(current, input.scenes, input.shotIds),
      locations,
    );
  }

  /** Plans a change on the stored arrangement and writes it. */
  private arrange(
    actorId: string,
    scenarioId: string,
    plan: Plan,
    locations: readonly (string | null | undefined)[] = [],
  ): Promise<SceneArrangement> {
    return this.write(actorId, scenarioId, locations, (repositories, stored, id) => {
      const target = plan(stored.arrangement);
      if (target.scenes.length > SCENE_LIMITS.perEpisodeMax)
        throw validationError('scenes', SCENE_MESSAGES.tooManyScenes);
      return writeArrangement(repositories, id, stored, target);
    });
  }

  /** One change under the episode's shot lock, published after the commit. */
  private async write(
    actorId: string,
    scenarioId: string,
    locations: readonly (string | null | undefined)[],
    change: (repositories: ScenarioRepositories, stored: StoredArrangement, id: string) => Promise<StoredArrangement>,
  ): Promise<SceneArrangement> {
    const { store } = this.deps;
    const { scenario } = await this.deps.access.require(actorId, scenarioId, 'write');
    const named = locations.filter((id): id is string => typeof id === 'string');
    await assertProjectAssets(store, scenario.projectId, named, 'locationAssetId');
    const arrangement = await store.transaction(async (repositories) => {
      await lockShots(repositories, scenario.id);
      const stored = await readArrangement(repositories, scenario.id);
      return presentArrangement(await change(repositories, stored, scenario.id));
    });
    publishScenarioEvent(this.deps.events, 'scenes.changed', actorId, scenario, arrangement);
    return arrangement;
  }
}
