import {
  SCENARIO_MESSAGES,
  type Shot,
  type ShotCreateInput,
  type ShotIdParams,
  type ShotsReorderInput,
} from '@sym/contracts';
import { validationError } from '../../errors/app-error.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { ScenarioStore } from '../scenarios/scenario-store.ts';
import type { ScenarioAccess } from '../scenarios/scenario.policy.ts';
import { keepScenesInOrder, sequenceInScene } from '../scenes/scene-steps.ts';
import { publishScenarioEvent } from './scenario-events.ts';
import { isPermutationOf } from './shot-sequence.ts';
import {
  assertProjectAssets,
  contentOf,
  insertShot,
  listShots,
  lockShots,
  resequence,
  shotNotFound,
} from './shot-steps.ts';

export interface ShotOrderServiceDeps {
  store: ScenarioStore;
  access: ScenarioAccess;
  events: DomainEvents;
}

/**
 * Changes of an episode's shot list itself: adding, copying, removing and reordering shots, each in one
 * transaction under the episode's shot lock, so sequences stay dense (1..n).
 */
export class ShotOrderService {
  constructor(private readonly deps: ShotOrderServiceDeps) {}

  /** Adds a shot at `sequence` (default last); its assets must belong to the episode's project. */
  async create(actorId: string, input: ShotCreateInput): Promise<Shot> {
    const { store } = this.deps;
    const { scenario } = await this.deps.access.require(actorId, input.id, 'write');
    await assertProjectAssets(store, scenario.projectId, input.assetIds, 'assetIds');
    const { id: _id, sequence, assetIds, sceneId, ...content } = input;
    const shot = await store.transaction(async (repositories) => {
      await lockShots(repositories, scenario.id);
      if (!sceneId) return insertShot(repositories, scenario.id, content, assetIds, sequence);
      const position = await sequenceInScene(repositories, scenario.id, sceneId, sequence);
      return insertShot(repositories, scenario.id, content, assetIds, position, sceneId);
    });
    publishScenarioEvent(this.deps.events, 'shot.created', actorId, scenario, { shot });
    return shot;
  }

  /** Deletes a shot; the later ones move up so sequences stay 1..n. */
  async delete(actorId: string, input: ShotIdParams): Promise<{ id: string }> {
    const { scenario } = await this.deps.access.require(actorId, input.id, 'write');
    await this.deps.store.transaction(async (repositories) => {
      await lockShots(repositories, scenario.id);
      if (!(await repositories.shots.findInScenario(scenario.id, input.shotId))) throw shotNotFound();
      await repositories.shots.delete(input.shotId);
      await resequence(repositories, scenario.id);
    });
    publishScenarioEvent(this.deps.events, 'shot.deleted', actorId, scenario, { id: input.shotId });
    return { id: input.shotId };
  }

  /** Puts the shots in the given order (exactly the episode's shot ids, each once) as sequences 1..n. */
  async reorder(actorId: string, input: ShotsReorderInput): Promise<Shot[]> {
    const { scenario } = await this.deps.access.require(actorId, input.id, 'write');
    const order = await this.deps.store.transaction(async (repositories) => {
      await lockShots(repositories, scenario.id);
      await resequence(repositories, scenario.id, (current) => {
        if (!isPermutationOf(current, input.shotIds))
          throw validationError('shotIds', SCENARIO_MESSAGES.shotIdsMismatch);
        return [...input.shotIds];
      });
      const scenes = await keepScenesInOrder(repositories, scenario.id);
      return { rows: await repositories.shots.listOrder(scenario.id), scenes };
    });
    // Published right after the commit (no read in between), so order events leave in commit order.
    const shotIds = order.rows.map((row) => row.id);
    publishScenarioEvent(this.deps.events, 'shot.reordered', actorId, scenario, { shotIds });
    if (order.scenes) publishScenarioEvent(this.deps.events, 'scenes.changed', actorId, scenario, order.scenes);
    return listShots(this.deps.store, scenario.id);
  }

  /** Copies a shot (with its asset links) right after it. */
  async duplicate(actorId: string, input: ShotIdParams): Promise<Shot> {
    const { scenario } = await this.deps.access.require(actorId, input.id, 'write');
    const shot = await this.deps.store.transaction(async (repositories) => {
      await lockShots(repositories, scenario.id);
      const source = await repositories.shots.findInScenario(scenario.id, input.shotId);
      if (!source) throw shotNotFound();
      const links = await repositories.shots.assetIdsOf([source.id]);
      const current = await repositories.shots.listOrder(scenario.id);
      const position = current.findIndex((row) => row.id === source.id) + 2;
      return insertShot(repositories, scenario.id, contentOf(source), links.get(source.id) ?? [], position);
    });
    publishScenarioEvent(this.deps.events, 'shot.duplicated', actorId, scenario, { sourceId: input.shotId, shot });
    return shot;
  }
}
