import {
  TIMELINE_MESSAGES,
  linkScript,
  type PlanBlock,
  type ScriptApplyInput,
  type ScriptApplyResult,
  type ScriptPlanSummary,
  type ScriptPreviewInput,
  type ScriptUndoInput,
  type Shot,
} from '@sym/contracts';
import type { ScenarioRow } from '../../db/schema.ts';
import { AppError, validationError } from '../../errors/app-error.ts';
import { ProviderError } from '../../providers/provider.ts';
import type { TextProvider } from '../../providers/text/text-provider.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { ScenarioAccess } from '../scenarios/scenario.policy.ts';
import { publishScenarioEvent } from '../shots/scenario-events.ts';
import { readArrangement } from '../scenes/scene-steps.ts';
import { savedScenes, scenesAfterApply } from './script-apply-scenes.ts';
import { publishScenarioUpdated } from '../scenarios/scenario-reader.ts';
import { scriptLinksOf } from '../scenarios/scenario-script-links.ts';
import {
  arrangeShots,
  columnsOf,
  lockShots,
  newShotColumns,
  planOf,
  presentScenarioShots,
} from './script-apply-steps.ts';
import { readScriptBlocks } from './script-blocks.ts';
import type { ScriptStore } from './script-store.ts';
import { takeBack } from './shots-undo.ts';
import { SHOTS_UNDO_TTL_MS, type ShotsUndo, type ShotsUndoTokens } from './shots-undo-token.ts';

export interface ScriptApplyDeps {
  store: ScriptStore;
  access: ScenarioAccess;
  /** The text provider of a project (its chosen model, else the site default). */
  text: (projectId: string) => Promise<TextProvider>;
  events: DomainEvents;
  undoTokens: ShotsUndoTokens;
  now?: () => number;
}

const parseFailed = () => validationError('script', TIMELINE_MESSAGES.parseScriptFailed);
const undoRefused = () => validationError('undo', TIMELINE_MESSAGES.scriptUndoExpired);

/**
 * Applying a script to an episode: a block the episode's kept links name (its text unchanged since it was
 * generated or applied), or an older script's tag, keeps that shot (id, images, videos, generations, asset links)
 * and changes only what its shot line says; other blocks are matched by order, text and place, or added; shots no
 * block keeps are deleted. The applied script's blocks are linked to their shots for the next apply. Each apply
 * answers a token that takes it back.
 */
export class ScriptApplyService {
  private readonly now: () => number;

  constructor(private readonly deps: ScriptApplyDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** What applying the script would do, counted for the confirmation; changes nothing. */
  async preview(actorId: string, input: ScriptPreviewInput): Promise<ScriptPlanSummary> {
    const { scenario } = await this.deps.access.require(actorId, input.id, 'write');
    const blocks = await this.parse(input.script, scenario);
    return (await planOf(this.deps.store, scenario.id, blocks)).summary;
  }

  /**
   * Applies the script in one transaction (a failure changes nothing) and keeps it as the episode's script.
   * Answers the shots in script order, what changed, and the undo token of the change.
   */
  async apply(actorId: string, input: ScriptApplyInput): Promise<ScriptApplyResult> {
    const { scenario } = await this.deps.access.require(actorId, input.id, 'write');
    const blocks = await this.parse(input.script, scenario);
    const { stored, scenes, result } = await this.deps.store.transaction(async (repositories) => {
      await lockShots(repositories, scenario.id);
      const { rows, plan: steps, summary } = await planOf(repositories, scenario.id, blocks);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const scenesBefore = await readArrangement(repositories, scenario.id);
      const undo: ShotsUndo = {
        scenarioId: scenario.id,
        expiresAt: this.now() + SHOTS_UNDO_TTL_MS,
        order: rows.map((row) => row.id),
        added: [],
        updated: [],
        deleted: await repositories.snapshots.capture(steps.deletedIds),
        ...(scenesBefore.rows.length > 0 ? { scenes: savedScenes(scenesBefore) } : {}),
      };
      for (const id of steps.deletedIds) await repositories.shots.delete(id);
      const order: string[] = [];
      for (const step of steps.steps) {
        if (step.kind === 'add') {
          const row = await repositories.shots.insert({
            scenarioId: scenario.id,
            sequence: order.length + 1,
            ...newShotColumns(blocks[step.block]!),
          });
          undo.added.push(row.id);
          order.push(row.id);
          continue;
        }
        order.push(step.shotId);
        if (Object.keys(step.changes).length === 0) continue;
        const row = byId.get(step.shotId)!;
        const { id, type, description, action, duration, cameraMotion, metadata } = row;
        undo.updated.push({ id, type, description, action, duration, cameraMotion, metadata });
        await repositories.shots.update(id, columnsOf(row, step.changes));
      }
      await arrangeShots(repositories, order);
      const scenes = await scenesAfterApply(repositories, scenario.id, scenesBefore, input.script, order);
      // Each block now stands for the shot it kept or added: applying the script again finds them by these links.
      const links = linkScript(input.script, order);
      const stored = await repositories.scenarios.setScript(scenario.id, input.script, links);
      const shots = await presentScenarioShots(repositories, scenario.id);
      return { stored, scenes, result: { shots, summary, undo: this.deps.undoTokens.encode(undo) } };
    });
    publishScenarioEvent(this.deps.events, 'shot.replaced', actorId, scenario, {
      shots: result.shots,
      source: input.source,
    });
    if (scenes) publishScenarioEvent(this.deps.events, 'scenes.changed', actorId, scenario, scenes);
    if (stored) await publishScenarioUpdated(this.deps, actorId, stored);
    return result;
  }

  /**
   * Takes an applied script back: its new shots go, its deleted shots come back with their ids, media,
   * generations and links, changed text is restored, and the shots return to their old order (shots made
   * since then follow). 422 when the token is not this episode's, damaged or too old.
   */
  async undo(actorId: string, input: ScriptUndoInput): Promise<Shot[]> {
    const { scenario } = await this.deps.access.require(actorId, input.id, 'write');
    const undo = this.deps.undoTokens.decode(input.undo);
    if (!undo || undo.scenarioId !== scenario.id || undo.expiresAt < this.now()) throw undoRefused();
    const { shots, scenes } = await this.deps.store.transaction(async (repositories) => {
      const scenes = await takeBack(repositories, scenario.id, undo);
      return { shots: await presentScenarioShots(repositories, scenario.id), scenes };
    });
    publishScenarioEvent(this.deps.events, 'shot.replaced', actorId, scenario, { shots, source: 'undo' });
    if (scenes) publishScenarioEvent(this.deps.events, 'scenes.changed', actorId, scenario, scenes);
    return shots;
  }

  /**
   * The script's blocks, named by the links the episode keeps; 422 'Failed to parse script' when the text provider
   * cannot read any.
   */
  private async parse(script: string, scenario: ScenarioRow): Promise<PlanBlock[]> {
    if (!script.trim()) throw parseFailed();
    let blocks: PlanBlock[];
    try {
      const links = scriptLinksOf(scenario.metadata);
      const provider = await this.deps.text(scenario.projectId);
      blocks = await readScriptBlocks(script, (text) => provider.parseScript(text), links);
    } catch (error) {
      if (error instanceof ProviderError && error.reason === 'input') throw parseFailed();
      throw new AppError('SERVER_ERROR', TIMELINE_MESSAGES.parseScriptFailed, undefined, { status: 502, cause: error });
    }
    if (blocks.length === 0) throw parseFailed();
    return blocks;
  }
}
