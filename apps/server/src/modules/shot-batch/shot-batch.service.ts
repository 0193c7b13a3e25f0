import {
  SHOT_BATCH_MESSAGES,
  type SceneArrangement,
  type ShotBatchAssetInput,
  type ShotBatchChange,
  type ShotBatchInput,
  type ShotBatchUndoInput,
  type ShotBatchUpdateInput,
} from '@sym/contracts';
import type { ScenarioRow, ShotRow } from '../../db/schema.ts';
import { validationError } from '../../errors/app-error.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { ProjectAccess } from '../projects/project-access.policy.ts';
import type { ScenarioAccess } from '../scenarios/scenario.policy.ts';
import { keepScenesInOrder, readArrangement } from '../scenes/scene-steps.ts';
import { publishScenarioEvent } from '../shots/scenario-events.ts';
import { assertProjectAssets, shotNotFound } from '../shots/shot-steps.ts';
import type { StyleRepository } from '../styles/style.repository.ts';
import { assertUsableStyleModules } from '../styles/style-usability.ts';
import { savedScenes } from '../timeline/script-apply-scenes.ts';
import { arrangeShots, lockShots, presentScenarioShots } from '../timeline/script-apply-steps.ts';
import type { ScriptRepositories, ScriptStore } from '../timeline/script-store.ts';
import { takeBack } from '../timeline/shots-undo.ts';
import { SHOTS_UNDO_TTL_MS, type ShotsUndo, type ShotsUndoTokens } from '../timeline/shots-undo-token.ts';

export interface ShotBatchServiceDeps {
  store: ScriptStore;
  access: ScenarioAccess;
  /** The project's owner, whose style library an episode's shots may use. */
  projects: ProjectAccess;
  styles: Pick<StyleRepository, 'usableIds'>;
  events: DomainEvents;
  undoTokens: ShotsUndoTokens;
  now?: () => number;
}

/** What one batch step did inside the transaction: the shots it touched, its undo, and the scenes if they changed. */
interface BatchStep {
  shotIds: string[];
  undo: ShotsUndo;
  scenes?: SceneArrangement | undefined;
}

const undoRefused = () => validationError('undo', SHOT_BATCH_MESSAGES.undoExpired);

/**
 * Batch changes of an episode's shots (professional): one request, one transaction under the episode's shot lock.
 * A shot id that is not the episode's answers 404 and changes nothing. Every change answers the episode's shots and
 * a signed token that takes it back whole (shots deleted come back with their ids, takes and links).
 */
export class ShotBatchService {
  private readonly now: () => number;

  constructor(private readonly deps: ShotBatchServiceDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** Sets the same type, duration, camera motion or style module on every shot named. */
  async update(actorId: string, input: ShotBatchUpdateInput): Promise<ShotBatchChange> {
    const scenario = await this.writable(actorId, input.id);
    const { styleModuleId } = input.set;
    if (styleModuleId) await this.assertStyleModule(actorId, scenario, styleModuleId);
    return this.change(actorId, scenario, async (repositories, undo) => {
      const rows = await this.named(repositories, scenario.id, input.shotIds);
      for (const row of rows) {
        const { id, type, description, action, duration, cameraMotion, metadata } = row;
        undo.updated.push({
          id,
          type,
          description,
          action,
          duration,
          cameraMotion,
          metadata,
          styleModuleId: row.styleModuleId,
        });
        await repositories.shots.update(id, input.set);
      }
      return { shotIds: rows.map((row) => row.id), undo };
    });
  }

  /** Links one of the project's assets to every shot named, or unlinks it. */
  async assets(actorId: string, input: ShotBatchAssetInput): Promise<ShotBatchChange> {
    const scenario = await this.writable(actorId, input.id);
    await assertProjectAssets(this.deps.store, scenario.projectId, [input.assetId], 'assetId');
    return this.change(actorId, scenario, async (repositories, undo) => {
      const rows = await this.named(repositories, scenario.id, input.shotIds);
      const ids = rows.map((row) => row.id);
      const changed =
        input.action === 'link'
          ? await repositories.shots.linkAsset(ids, input.assetId)
          : await repositories.shots.unlinkAsset(ids, input.assetId);
      const links = changed.map((shotId) => ({ shotId, assetId: input.assetId }));
      undo.links = input.action === 'link' ? { linked: links, unlinked: [] } : { linked: [], unlinked: links };
      return { shotIds: changed, undo };
    });
  }

  /** Deletes the shots named; the others close up. */
  async delete(actorId: string, input: ShotBatchInput): Promise<ShotBatchChange> {
    const scenario = await this.writable(actorId, input.id);
    return this.change(actorId, scenario, async (repositories, undo) => {
      const rows = await this.named(repositories, scenario.id, input.shotIds);
      const ids = rows.map((row) => row.id);
      const scenesBefore = await readArrangement(repositories, scenario.id);
      if (scenesBefore.rows.length > 0) undo.scenes = savedScenes(scenesBefore);
      undo.deleted = await repositories.snapshots.capture(ids);
      for (const id of ids) await repositories.shots.delete(id);
      const gone = new Set(ids);
      await arrangeShots(
        repositories,
        undo.order.filter((id) => !gone.has(id)),
      );
      return { shotIds: ids, undo, scenes: await keepScenesInOrder(repositories, scenario.id) };
    });
  }

  /** Takes a batch change back with its token; 422 when it is another episode's, damaged or too old. */
  async undo(actorId: string, input: ShotBatchUndoInput): Promise<ShotBatchChange> {
    const scenario = await this.writable(actorId, input.id);
    const undo = this.deps.undoTokens.decode(input.undo);
    if (!undo || undo.scenarioId !== scenario.id || undo.expiresAt < this.now()) throw undoRefused();
    const { result, scenes } = await this.deps.store.transaction(async (repositories) => {
      const scenes = await takeBack(repositories, scenario.id, undo);
      const shots = await presentScenarioShots(repositories, scenario.id);
      const shotIds = [
        ...undo.deleted.map((snapshot) => snapshot.shot.id),
        ...undo.updated.map((before) => before.id),
        ...(undo.links ? [...undo.links.linked, ...undo.links.unlinked].map((link) => link.shotId) : []),
      ];
      return { result: { shotIds: [...new Set(shotIds)], shots, undo: input.undo }, scenes };
    });
    this.publish(actorId, scenario, result, scenes);
    return result;
  }

  private async writable(actorId: string, scenarioId: string): Promise<ScenarioRow> {
    return (await this.deps.access.require(actorId, scenarioId, 'write')).scenario;
  }

  /** Inside the transaction: the rows of the named shots in episode order; 404 when one is not the episode's. */
  private async named(repositories: ScriptRepositories, scenarioId: string, shotIds: readonly string[]) {
    const rows = await repositories.shots.listByScenario(scenarioId);
    const wanted = new Set(shotIds);
    const found: ShotRow[] = rows.filter((row) => wanted.has(row.id));
    if (found.length !== wanted.size) throw shotNotFound();
    return found;
  }

  /** Runs one batch step under the shot lock, answers the shots with the step's undo token, and tells the room. */
  private async change(
    actorId: string,
    scenario: ScenarioRow,
    step: (repositories: ScriptRepositories, undo: ShotsUndo) => Promise<BatchStep>,
  ): Promise<ShotBatchChange> {
    const { result, scenes } = await this.deps.store.transaction(async (repositories) => {
      await lockShots(repositories, scenario.id);
      const order = (await repositories.shots.listOrder(scenario.id)).map((row) => row.id);
      const blank: ShotsUndo = {
        scenarioId: scenario.id,
        expiresAt: this.now() + SHOTS_UNDO_TTL_MS,
        order,
        added: [],
        updated: [],
        deleted: [],
      };
      const done = await step(repositories, blank);
      const shots = await presentScenarioShots(repositories, scenario.id);
      return {
        result: { shotIds: done.shotIds, shots, undo: this.deps.undoTokens.encode(done.undo) },
        scenes: done.scenes,
      };
    });
    this.publish(actorId, scenario, result, scenes);
    return result;
  }

  private publish(actorId: string, scenario: ScenarioRow, result: ShotBatchChange, scenes?: SceneArrangement) {
    publishScenarioEvent(this.deps.events, 'shot.replaced', actorId, scenario, {
      shots: result.shots,
      source: 'batch',
    });
    if (scenes) publishScenarioEvent(this.deps.events, 'scenes.changed', actorId, scenario, scenes);
  }

  private async assertStyleModule(actorId: string, scenario: ScenarioRow, moduleId: string): Promise<void> {
    const { project } = await this.deps.projects.require(actorId, scenario.projectId, 'write');
    const scope = { projectId: project.id, userIds: [project.userId, actorId] };
    await assertUsableStyleModules(this.deps.styles, [moduleId], scope, { field: 'set.styleModuleId' });
  }
}
