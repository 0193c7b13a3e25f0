import {
  SCENARIO_MESSAGES,
  type Shot,
  type ShotAssetsInput,
  type ShotLookInput,
  type ShotsPageInput,
  type ShotUpdateInput,
} from '@sym/contracts';
import { assertVersion, conflictError, validationError } from '../../errors/app-error.ts';
import { writeGuardOf } from '../../db/field-guard.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { ScenarioStore } from '../scenarios/scenario-store.ts';
import type { ScenarioAccess } from '../scenarios/scenario.policy.ts';
import { publishScenarioEvent } from './scenario-events.ts';
import { keepScenesInOrder } from '../scenes/scene-steps.ts';
import { SHOT_FIELD_MATCHERS } from './shot-fields.ts';
import { presentShot, presentShots } from './shot.presenter.ts';
import { moveTo } from './shot-sequence.ts';
import { assertProjectAssets, listShots, lockShots, reloadShot, resequence, shotNotFound } from './shot-steps.ts';

export interface ShotServiceDeps {
  store: ScenarioStore;
  access: ScenarioAccess;
  events: DomainEvents;
}

/** An episode's shots: listing and pages, and changes of a shot's content and asset links. */
export class ShotService {
  constructor(private readonly deps: ShotServiceDeps) {}

  /** The episode's shots in sequence order; needs read access. */
  async list(actorId: string, scenarioId: string): Promise<Shot[]> {
    const { scenario } = await this.deps.access.require(actorId, scenarioId, 'read');
    return listShots(this.deps.store, scenario.id);
  }

  /** A page of the episode's shots in order, with the total matching shots. */
  async page(actorId: string, input: ShotsPageInput): Promise<{ items: Shot[]; total: number }> {
    const { store } = this.deps;
    const { scenario } = await this.deps.access.require(actorId, input.id, 'read');
    const { rows, total } = await store.shots.page(scenario.id, input);
    const links = await store.shots.assetIdsOf(rows.map((row) => row.id));
    return { items: presentShots(rows, links), total };
  }

  /** Changes a shot; a new sequence moves it and the others close up; assetIds replace its links. */
  async update(actorId: string, input: ShotUpdateInput): Promise<Shot> {
    const { store, events } = this.deps;
    const { scenario } = await this.deps.access.require(actorId, input.id, 'write');
    if (input.assetIds) await assertProjectAssets(store, scenario.projectId, input.assetIds, 'assetIds');
    const { id: _id, shotId, sequence, assetIds, expectedUpdatedAt, base, ...changes } = input;
    // Checked field by field when base values come with the changes; a move (sequence) is never a conflict.
    const sent = { ...changes, assetIds };
    const guard = writeGuardOf({ sent, changes: sent, base, expectedUpdatedAt }, SHOT_FIELD_MATCHERS);
    // Content only (no links, no move, no version to compare): one statement. When it writes nothing, the
    // transaction below finds out why (404, conflict) from the rows as they are.
    if (!assetIds && sequence === undefined && !guard.version) {
      const row = await store.shots.updateInScenario(scenario.id, shotId, changes, guard.fields);
      if (row) {
        const shot = presentShot(row, row.assetIds);
        publishScenarioEvent(events, 'shot.updated', actorId, scenario, { shot });
        return shot;
      }
    }
    const moved = await store.transaction(async (repositories) => {
      await lockShots(repositories, scenario.id);
      const found = await repositories.shots.findInScenario(scenario.id, shotId);
      if (!found) throw shotNotFound();
      await assertVersion(guard.version, found, () => reloadShot(repositories, scenario.id, shotId));
      if (!(await repositories.shots.update(shotId, changes, guard.fields)) && guard.fields) {
        const fields = await repositories.shots.conflictingFields(shotId, guard.fields);
        throw conflictError(await reloadShot(repositories, scenario.id, shotId), fields);
      }
      if (assetIds) await repositories.shots.replaceAssets(shotId, assetIds);
      if (sequence === undefined) return { shot: await reloadShot(repositories, scenario.id, shotId) };
      await resequence(repositories, scenario.id, (order) => moveTo(order, shotId, sequence));
      const scenes = await keepScenesInOrder(repositories, scenario.id, shotId);
      const order = await repositories.shots.listOrder(scenario.id);
      return { shot: await reloadShot(repositories, scenario.id, shotId), order, scenes };
    });
    publishScenarioEvent(events, 'shot.updated', actorId, scenario, { shot: moved.shot });
    // A move is an order change of the whole list, applied in order with the others' (shot.updated is content).
    if (moved.order) {
      publishScenarioEvent(events, 'shot.reordered', actorId, scenario, { shotIds: moved.order.map((row) => row.id) });
    }
    if (moved.scenes) publishScenarioEvent(events, 'scenes.changed', actorId, scenario, moved.scenes);
    return moved.shot;
  }

  /** Makes the shot link exactly these assets of the episode's project. */
  async setAssets(actorId: string, input: ShotAssetsInput): Promise<Shot> {
    const { store } = this.deps;
    const { scenario } = await this.deps.access.require(actorId, input.id, 'write');
    await assertProjectAssets(store, scenario.projectId, input.assets, 'assets');
    const shot = await store.transaction(async (repositories) => {
      await lockShots(repositories, scenario.id);
      if (!(await repositories.shots.findInScenario(scenario.id, input.shotId))) throw shotNotFound();
      await repositories.shots.replaceAssets(input.shotId, input.assets);
      await repositories.shots.update(input.shotId, {});
      return reloadShot(repositories, scenario.id, input.shotId);
    });
    publishScenarioEvent(this.deps.events, 'shot.updated', actorId, scenario, { shot });
    return shot;
  }

  /**
   * Chooses the look a linked character wears in the shot (one of the asset's variants), or its default (null).
   * 422 when the asset is not linked to the shot, or the variant is not the asset's.
   */
  async setLook(actorId: string, input: ShotLookInput): Promise<Shot> {
    const { scenario } = await this.deps.access.require(actorId, input.id, 'write');
    const shot = await this.deps.store.transaction(async (repositories) => {
      await lockShots(repositories, scenario.id);
      const row = await repositories.shots.findInScenario(scenario.id, input.shotId);
      if (!row) throw shotNotFound();
      const linked = (await repositories.shots.assetIdsOf([row.id])).get(row.id) ?? [];
      if (!linked.includes(input.assetId)) throw validationError('assetId', SCENARIO_MESSAGES.assetNotLinked);
      if (input.variantId && !(await repositories.shots.isVariantOf(input.assetId, input.variantId))) {
        throw validationError('variantId', SCENARIO_MESSAGES.lookNotOfAsset);
      }
      const { [input.assetId]: _previous, ...others } = row.looks;
      await repositories.shots.update(row.id, {
        looks: input.variantId ? { ...others, [input.assetId]: input.variantId } : others,
      });
      return reloadShot(repositories, scenario.id, row.id);
    });
    publishScenarioEvent(this.deps.events, 'shot.updated', actorId, scenario, { shot });
    return shot;
  }
}
